import { type Gym, matchPage } from '@climb/contracts';
import { IconEdit, IconPhoto, IconPhotoEdit, IconPlus, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Group } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useHydrated } from '../../../../lib/hydration';
import { useSessionStore } from '../../../../lib/session-store';
import { staffRefusal } from '../../contribute/components/staff-gate';

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
 * and a visitor's hold nothing here. Of a gym with staff, only the pages whose role (the page table's `gymRole`)
 * the climber holds there: none for a climber who is not on its staff.
 */
export function ContributeSection({ links, gym }: { links: readonly ContributeLink[]; gym?: Gym }) {
  const { t } = useTranslation('indoor');
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  if (!hydrated || !user) return null;
  const open = gym
    ? links.filter((link) => staffRefusal(user, gym, matchPage(link.to.split('?')[0] ?? link.to)?.gymRole) === null)
    : links;
  if (open.length === 0) return null;
  return (
    <Section title={t('sections.contribute')} testId="contribute-section">
      <ContributeLinks links={open} />
    </Section>
  );
}

/** Icons of the usual edit links. */
export const CONTRIBUTE_ICONS = { edit: IconEdit, logo: IconPhoto, banner: IconPhotoEdit, add: IconPlus };
