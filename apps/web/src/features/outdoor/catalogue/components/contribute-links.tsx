import { IconHistory, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { versionsPath } from '../../../../climbing/paths';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Group, Stack, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import classes from './contribute-links.module.css';

export interface ContributeLink {
  label: string;
  to: string;
  Icon: TablerIcon;
}

/**
 * The wiki's ways in, shown to everyone: a visitor who follows one is invited to sign in there.
 * Only pages that exist are offered.
 */
export function ContributeLinks({ links }: { links: ContributeLink[] }) {
  return (
    <Group gap="xs" data-testid="contribute-links" className={classes.links}>
      {links
        .filter((link) => isBuilt(link.to))
        .map(({ label, to, Icon }) => (
          <PlainButtonLink
            key={to}
            to={to}
            variant="default"
            className={classes.link}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </PlainButtonLink>
        ))}
    </Group>
  );
}

/**
 * The "Contribute" part closing every record page (crag, sector, route, area): a word to the
 * visitor, the record's own ways in, then its history.
 */
export function ContributeSection({
  links,
  history,
}: {
  links: ContributeLink[];
  /** The record whose versions the last link shows (`versions/{type}/{id}/changes`). */
  history: { itemType: string; id: number };
}) {
  const { t } = useTranslation('crags');
  const historyLink = {
    label: t('contribute.history'),
    to: versionsPath(history.itemType, history.id),
    Icon: IconHistory,
  };
  return (
    <Section title={t('sections.contribute')}>
      <Stack gap="xs">
        <Text size="sm">{t('contribute.lead')}</Text>
        <ContributeLinks links={[...links, historyLink]} />
      </Stack>
    </Section>
  );
}
