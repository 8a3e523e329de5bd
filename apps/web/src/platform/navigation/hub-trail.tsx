import type { HubEntry } from '@climb/contracts';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnvironmentStore } from '../../stores/environment-store';

const KNOWN_HUBS: Record<string, string> = {
  '/outdoor': 'environments.outdoor',
  '/indoor': 'environments.indoor',
  '/community': 'environments.community',
};

/** What the trail shows for a hub: its name, the landing page's label, else the last words of its path. */
function hubLabel(entry: HubEntry, t: (key: string) => string): string {
  if (entry.title) return entry.title;
  const known = KNOWN_HUBS[entry.hub];
  if (known) return t(known);
  const slug = entry.hub.split('/').filter(Boolean).at(-1) ?? entry.hub;
  return decodeURIComponent(slug).replace(/-/g, ' ');
}

/** The hub trail as a breadcrumb, shown when the page belongs to the last hub and there is a way back. */
export function HubTrail() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const hubs = useEnvironmentStore((state) => state.hubs);
  const last = hubs.at(-1);
  if (!last || hubs.length < 2 || last.page !== pathname) return null;
  const shown = hubs.slice(-4);
  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('navigation.hubTrail')}
      px="md"
      pt="xs"
      separatorMargin={6}
      style={{ flexWrap: 'wrap', rowGap: 4, maxWidth: '100%' }}
    >
      {shown.map((entry, index) =>
        index === shown.length - 1 ? (
          <Text key={entry.hub} size="sm" aria-current="page" truncate="end" maw="60vw">
            {hubLabel(entry, t)}
          </Text>
        ) : (
          <Anchor key={entry.hub} component={Link} to={entry.page} size="sm" truncate="end" maw="40vw">
            {hubLabel(entry, t)}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
