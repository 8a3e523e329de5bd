import type { CragRouteSummary } from '@climb/contracts';
import { Alert, Box, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { useRouteSearchForLog } from '../../api/routes-for-log.api';

/** One route found: the whole card is the button, named by what it shows. */
function RouteOption({ route, onPick }: { route: CragRouteSummary; onPick: (route: CragRouteSummary) => void }) {
  const { label } = useEnumLabels();
  const place = route.crag_sector ? `${route.crag.name} · ${route.crag_sector.name}` : route.crag.name;
  return (
    <UnstyledButton onClick={() => onPick(route)} w="100%" data-testid="route-option">
      <Paper withBorder radius="md" px="sm" py={8} mih={56}>
        <Group gap="sm" wrap="nowrap">
          <Box miw={56} style={{ flexShrink: 0 }}>
            {route.grade_min_value ? (
              <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="lg" />
            ) : (
              <Text size="sm" c="dimmed">
                {route.grade_text ?? '?'}
              </Text>
            )}
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {route.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`${label('climbing_types', route.climbing_type)} · ${place}`}
            </Text>
          </Box>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * Finding the route to log as the climber types: a crag's own routes when they came from a crag,
 * else the catalogue's search; offline, the routes of the crags opened on this device.
 */
export function RoutePicker({ cragId, onPick }: { cragId: number | null; onPick: (route: CragRouteSummary) => void }) {
  const { t } = useTranslation('logbook');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const search = useRouteSearchForLog(debounced, cragId);
  const asked = debounced.trim() !== '' || cragId !== null;
  const routes = asked ? (search.data?.routes ?? []) : [];
  const waiting = (query.trim() !== '' || cragId !== null) && (debounced !== query || search.isFetching);
  const cragName = cragId !== null ? routes[0]?.crag.name : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('picker.label')}
        description={cragId === null ? t('picker.hint') : undefined}
        placeholder={cragId === null ? t('picker.placeholder') : t('picker.cragPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={waiting ? <Loader size="xs" aria-label={t('picker.searching')} /> : null}
        autoComplete="off"
        data-testid="route-search"
      />
      {search.data?.offline ? (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
          {t('picker.offline')}
        </Alert>
      ) : null}
      {search.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('picker.failed')}
        </Alert>
      ) : null}
      {asked && search.isSuccess && routes.length === 0 && !waiting ? (
        <Text data-testid="route-search-empty">{t('picker.none')}</Text>
      ) : null}
      {routes.length > 0 ? (
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={cragName ? t('picker.cragRoutes', { crag: cragName }) : t('picker.results')}
          data-testid="route-options"
        >
          {routes.map((route) => (
            <li key={route.id}>
              <RouteOption route={route} onPick={onPick} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
