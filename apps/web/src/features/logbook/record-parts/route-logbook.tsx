import type { AscentCragRoute, CragRoute } from '@climb/contracts';
import { IconBookmark, IconBookmarkFilled, IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AscentStatusBadge } from '../../../climbing/ascent-status-badge';
import { useLogbookLabels } from '../../../climbing/logbook-labels';
import { LoadError } from '../../../components/list-states';
import { PlainButton, PlainButtonLink } from '../../../components/plain-ui';
import { Section } from '../../../components/section';
import { Anchor, Badge, Group, Paper, Stack, Text } from '../../../components/ui';
import { isBuilt } from '../../../lib/built-pages';
import { useFormatters } from '../../../lib/use-formatters';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import type { PendingAscent } from '../../../stores/ascents-pusher-store';
import { useMyRouteAscents } from '../api/ascents.api';
import { refreshAfterLogbookChange } from '../api/logbook-keys';
import {
  notYetListed,
  pendingOfRoute,
  useLogbookClimber,
  usePendingAscents,
  withPendingAscents,
} from '../api/pending-ascents';
import { useCragRouteStatuses } from '../api/route-statuses.api';
import { addToTickList, removeFromTickList } from '../api/tick-list.api';
import { routeAscentEditPath, routeAscentNewPath } from '../log/paths';
import parts from './record-parts.module.css';
import classes from './route-logbook.module.css';
import { RouteStatusMark } from './route-status-mark';

/** My latest ascents shown at once on the route page; the others on demand. */
const SHOWN_ASCENTS = 3;

/** In my tick list or not: one button that says which and switches it. */
function TickListToggle({ route, inTickList }: { route: CragRoute; inTickList: boolean }) {
  const { t } = useTranslation('logbook');
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (inTickList ? removeFromTickList(route.id) : addToTickList(route.id)),
    onSuccess: async () => {
      await refreshAfterLogbookChange(queryClient);
      alerts.success(inTickList ? t('route.tickListRemoved') : t('route.tickListAdded'));
    },
    onError: (error) => alerts.apiError(error),
  });
  const Icon = inTickList ? IconBookmarkFilled : IconBookmark;
  return (
    <PlainButton
      variant={inTickList ? 'light' : 'default'}
      color="outdoor"
      className={`${parts.button} ${parts.tap}`}
      leftSection={<Icon size={18} aria-hidden />}
      disabled={toggle.isPending}
      data-loading={toggle.isPending || undefined}
      onClick={() => toggle.mutate()}
      data-testid="tick-list-toggle"
      data-in-tick-list={inTickList}
    >
      {inTickList ? t('route.tickListRemove') : t('route.tickListAdd')}
    </PlainButton>
  );
}

function AscentLine({
  route,
  ascent,
  pending,
}: {
  route: CragRoute;
  ascent?: AscentCragRoute;
  pending?: PendingAscent;
}) {
  const { t } = useTranslation('logbook');
  const { label } = useLogbookLabels();
  const { date } = useFormatters();
  const day = ascent?.released_at ?? pending?.payload.released_at ?? '';
  const status = ascent?.ascent_status ?? pending?.payload.ascent_status;
  const roping = ascent ? ascent.roping_status : (pending?.payload.roping_status ?? null);
  const editPath = ascent ? routeAscentEditPath(route, ascent.id) : null;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      className={classes.ascent}
      data-testid="my-ascent"
      data-pending={Boolean(pending)}
    >
      <Group gap="xs" wrap="wrap" justify="space-between" align="center" className={parts.tap}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {date(day.slice(0, 10))}
          </Text>
          {status ? <AscentStatusBadge status={status} /> : null}
          {roping ? (
            <Text size="sm" c="dimmed">
              {label('roping_statuses', roping)}
            </Text>
          ) : null}
          {pending ? (
            <Badge radius="sm" keepCase className={classes.pending} data-testid="pending-mark">
              {t('offline.waiting')}
            </Badge>
          ) : null}
        </Group>
        {editPath && isBuilt(editPath) ? (
          <Anchor to={editPath} size="sm" aria-label={t('route.editAscent', { date: date(day.slice(0, 10)) })}>
            <Group gap={4} wrap="nowrap" className={parts.tap}>
              <IconEdit size={16} aria-hidden />
              <span>{t('route.edit')}</span>
            </Group>
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}

/** My ascents of the route, newest first, those still waiting on the device on top. */
function MyRouteAscents({ route }: { route: CragRoute }) {
  const { t } = useTranslation('logbook');
  const ascents = useMyRouteAscents(route.id);
  const all = ascents.data?.items ?? [];
  // Sent meanwhile (the same key in the list): shown once, as sent.
  const pending = notYetListed(pendingOfRoute(usePendingAscents(), route.id), all);
  const [showAll, setShowAll] = useState(false);
  // A climber who repeats a route often sees the latest few; the rest on demand, before the route's facts.
  const items = showAll ? all : all.slice(0, SHOWN_ASCENTS);
  const rows = withPendingAscents(items, pending, (ascent) => ascent.id);
  return (
    <Section title={t('route.myAscents')} order={3} testId="my-route-ascents">
      {ascents.isError && !ascents.data ? (
        <LoadError message={t('route.loadError')} onRetry={() => void ascents.refetch()} />
      ) : null}
      {ascents.data && items.length === 0 && pending.length === 0 ? <Text>{t('route.none')}</Text> : null}
      {rows.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} className={parts.list}>
          {rows.map((row) => (
            <li key={row.key}>
              {'pending' in row ? (
                <AscentLine route={route} pending={row.pending} />
              ) : (
                <AscentLine route={route} ascent={row.sent} />
              )}
            </li>
          ))}
        </Stack>
      ) : null}
      {all.length > SHOWN_ASCENTS ? (
        <PlainButton
          variant="subtle"
          color="outdoor"
          className={`${parts.tap} ${parts.start}`}
          onClick={() => setShowAll((shown) => !shown)}
          aria-expanded={showAll}
          data-testid="my-ascents-toggle"
        >
          {showAll ? t('route.showFewer') : t('route.showAll', { count: all.length })}
        </PlainButton>
      ) : null}
    </Section>
  );
}

/** The signed-in climber's own part of the route page: mark, tick list, and ascents with their edit links. */
function MyRoute({ route }: { route: CragRoute }) {
  const statuses = useCragRouteStatuses({ crag_route_ids: [route.id] });
  const status = statuses.data?.get(route.id);
  return (
    <>
      <Group gap="xs" className={classes.marks}>
        <RouteStatusMark routeId={route.id} status={status} />
        {statuses.data ? <TickListToggle route={route} inTickList={status?.tick_list ?? false} /> : null}
      </Group>
      <MyRouteAscents route={route} />
    </>
  );
}

/**
 * "My logbook" on a route page: the way to log it (a visitor following it is asked to sign in),
 * and for a signed-in climber their mark, the tick-list switch and their ascents of the route, whose place
 * is held from the first paint on a device with a session (docs/decisions/029).
 */
export function RouteLogbook({ route }: { route: CragRoute }) {
  const { t } = useTranslation('logbook');
  // Offline before the climber could be fetched, the device's session still shows its own part.
  const signedIn = useLogbookClimber() !== null;
  return (
    <Section title={t('route.title')} testId="route-logbook">
      <Group gap="xs" wrap="wrap">
        <PlainButtonLink
          to={routeAscentNewPath(route)}
          className={parts.tap}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="log-it"
        >
          {t('route.logIt')}
        </PlainButtonLink>
      </Group>
      <div className={classes.mine} data-testid="my-route">
        {signedIn ? <MyRoute route={route} /> : null}
      </div>
    </Section>
  );
}
