import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnvironmentStore } from '../../stores/environment-store';

const KNOWN_HUBS: Record<string, string> = {
  '/outdoor': 'environments.outdoor',
  '/indoor': 'environments.indoor',
  '/community': 'environments.community',
};

/** The hub trail as a breadcrumb, shown when the page belongs to the last hub and there is a way back. */
export function HubTrail() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const hubs = useEnvironmentStore((state) => state.hubs);
  const last = hubs.at(-1);
  if (!last || hubs.length < 2 || last.page !== pathname) return null;
  const shown = hubs.slice(-4);
  return (
    <Breadcrumbs component="nav" aria-label={t('navigation.hubTrail')} px="md" pt="xs" separatorMargin={6}>
      {shown.map((entry, index) =>
        index === shown.length - 1 ? (
          <Text key={entry.hub} size="sm" aria-current="page">
            {KNOWN_HUBS[entry.hub] ? t(KNOWN_HUBS[entry.hub] as string) : entry.hub}
          </Text>
        ) : (
          <Anchor key={entry.hub} component={Link} to={entry.page} size="sm">
            {KNOWN_HUBS[entry.hub] ? t(KNOWN_HUBS[entry.hub] as string) : entry.hub}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
