import { IconEdit, IconPhoto, IconPhotoEdit, IconPlus, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Group } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useHydrated } from '../../../../lib/hydration';
import { useIsSignedIn } from '../../../../lib/session-store';

export interface ContributeLink {
  label: string;
  to: string;
  Icon: TablerIcon;
}

/** The wiki's ways in, the pages that exist only. */
export function ContributeLinks({ links }: { links: readonly ContributeLink[] }) {
  return (
    <Group gap="xs" data-testid="contribute-links">
      {links
        .filter((link) => isBuilt(link.to))
        .map(({ label, to, Icon }) => (
          <PlainButtonLink key={to} to={to} variant="default" leftSection={<Icon size={18} aria-hidden />}>
            {label}
          </PlainButtonLink>
        ))}
    </Group>
  );
}

/**
 * "Keep it up to date": the record's edit pages, for a signed-in climber. A per-visitor part: the server's page
 * and a visitor's hold nothing here.
 */
export function ContributeSection({ links }: { links: readonly ContributeLink[] }) {
  const { t } = useTranslation('indoor');
  const hydrated = useHydrated();
  const signedIn = useIsSignedIn();
  if (!hydrated || !signedIn) return null;
  return (
    <Section title={t('sections.contribute')} testId="contribute-section">
      <ContributeLinks links={links} />
    </Section>
  );
}

/** Icons of the usual edit links. */
export const CONTRIBUTE_ICONS = { edit: IconEdit, logo: IconPhoto, banner: IconPhotoEdit, add: IconPlus };
