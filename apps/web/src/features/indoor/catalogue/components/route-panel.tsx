import type { GymRoute } from '@climb/contracts';
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GymRouteAscentPlace, GymRouteLikePlace, RecordMediaPlace } from '../../../../climbing/record-slots';
import { LoadError } from '../../../../components/list-states';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Alert, Group, Stack, Text, Title } from '../../../../components/ui';
import { isNotFound } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { HoldColorList } from '../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { useGymRoute } from '../../shared/routes.api';
import { HistoryLink } from './history-link';
import { RouteGrade, useLevelText, useRouteName } from './route-grade';
import classes from './route-panel.module.css';
import { useRouteHref } from './sector-routes';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" className={classes.value} breakAnywhere>
        {children}
      </Text>
    </div>
  );
}

/** The route's picture (whole, its proportions kept) and thumbnail, as illustrations of the text beside them. */
function RouteImages({ route, name }: { route: GymRoute; name: string }) {
  const { t } = useTranslation('indoor');
  if (!route.picture && !route.thumbnail) return null;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.images}>
      {route.picture ? (
        <img
          src={route.picture.url}
          width={route.picture.width}
          height={route.picture.height}
          alt={t('panel.picture', { name })}
          className={classes.picture}
          decoding="async"
          data-testid="route-picture"
        />
      ) : null}
      {route.thumbnail ? (
        <img
          src={route.thumbnail}
          width={96}
          height={96}
          alt={t('panel.thumbnail', { name })}
          className={classes.thumbnail}
          decoding="async"
          data-testid="route-thumbnail"
        />
      ) : null}
    </Group>
  );
}

/** How the climbers judge a route's difficulty, from their mean vote (−1 easier … +1 harder), by thirds. */
function hardnessOpinion(value: number): 'easy' | 'accurate' | 'sandbagged' {
  if (value < -1 / 3) return 'easy';
  if (value > 1 / 3) return 'sandbagged';
  return 'accurate';
}

/**
 * What the climbers made of the route: how many did it, their mean rating and their difficulty opinion, each once
 * known (the API gives the rating and the opinion only from enough votes).
 */
function ClimbersFacts({ route }: { route: GymRoute }) {
  const { t } = useTranslation('indoor');
  const { decimal } = useFormatters();
  return (
    <>
      {route.climbers_count > 0 ? (
        <Fact label={t('panel.climbers')} testId="panel-climbers">
          {t('panel.climbersCount', { count: route.climbers_count })}
        </Fact>
      ) : null}
      {route.note !== null ? (
        <Fact label={t('panel.note')} testId="panel-note">
          {t('panel.noteValue', { note: decimal(route.note) })}{' '}
          <Text span size="sm" c="dimmed">
            ({t('panel.votes', { count: route.note_count })})
          </Text>
        </Fact>
      ) : null}
      {route.hardness_value !== null ? (
        <Fact label={t('panel.hardness')} testId="panel-hardness">
          {t(`panel.hardnessValues.${hardnessOpinion(route.hardness_value)}`)}{' '}
          <Text span size="sm" c="dimmed">
            ({t('panel.votes', { count: route.hardness_count })})
          </Text>
        </Fact>
      ) : null}
    </>
  );
}

function RouteDetails({ route }: { route: GymRoute }) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  const { day, integer } = useFormatters();
  const level = useLevelText()(route);
  const name = useRouteName()(route);
  const points = route.fixed_points ?? route.points;
  return (
    <Stack gap="md">
      <RouteImages route={route} name={name} />
      <dl className={classes.facts}>
        <Fact label={t('panel.grade')} testId="panel-grade">
          <RouteGrade route={route} swatch="lg" />
          {level && (route.grade_value || route.grade_text) ? ` ${level}` : null}
        </Fact>
        <Fact label={t('panel.type')} testId="panel-type">
          {label('route_climbing_types', route.climbing_type)}
        </Fact>
        <Fact label={t('panel.holds')} testId="panel-holds">
          <HoldColorList colors={route.hold_colors} kind="holds" size="md" withNames />
        </Fact>
        {route.tag_colors.length > 0 ? (
          <Fact label={t('panel.tags')} testId="panel-tags">
            <HoldColorList colors={route.tag_colors} kind="tags" size="md" withNames />
          </Fact>
        ) : null}
        {route.styles.length > 0 ? (
          <Fact label={t('panel.styles')} testId="panel-styles">
            {route.styles.map((style) => label('climbing_styles', style)).join(', ')}
          </Fact>
        ) : null}
        <Fact label={t('panel.sector')} testId="panel-sector">
          {route.sector_name}
        </Fact>
        {points !== null ? (
          <Fact label={t('panel.points')} testId="panel-points">
            {integer(points)}
          </Fact>
        ) : null}
        {route.anchor_number !== null ? (
          <Fact label={t('panel.anchor')} testId="panel-anchor">
            {route.anchor_number}
          </Fact>
        ) : null}
        {route.openers.length > 0 ? (
          <Fact label={t('panel.openers', { count: route.openers.length })} testId="panel-openers">
            {route.openers.join(', ')}
          </Fact>
        ) : null}
        <Fact label={t('panel.openedAt')} testId="panel-opened">
          {day(route.opened_at)}
        </Fact>
        {route.dismounted_at ? (
          <Fact label={t('panel.dismountedAt')} testId="panel-dismounted">
            {day(route.dismounted_at)}
          </Fact>
        ) : null}
        <ClimbersFacts route={route} />
      </dl>
      {route.description ? (
        <Text preWrap breakAnywhere data-testid="panel-description">
          {route.description}
        </Text>
      ) : null}
      <GymRouteAscentPlace routeId={route.id} route={route} />
      <GymRouteLikePlace route={route} />
      <RecordMediaPlace type="gym_routes" id={route.id} level={3} />
      <HistoryLink itemType="gym_routes" id={route.id} />
    </Stack>
  );
}

/**
 * The panel of the route named by the address (`?route=12`): its picture, colours, grade, points and setters. It
 * has an address of its own, so it is shared as a link and rendered by the server with the page; closing it takes
 * the route out of the address. Opened by a tap, it takes the focus and comes into view.
 */
export function RoutePanel({
  routeId,
  spaceId,
  openedHere,
}: {
  routeId: number;
  spaceId: number;
  /** Opened by a tap on this page, not the one the address came with: the panel takes the focus. */
  openedHere: boolean;
}) {
  const { t } = useTranslation('indoor');
  const route = useGymRoute(routeId);
  const routeName = useRouteName();
  const routeHref = useRouteHref();
  const headingId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each route opened by a tap brings the panel to the climber again.
  useEffect(() => {
    if (!openedHere) return;
    const heading = document.getElementById(headingId);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
  }, [openedHere, routeId, headingId]);
  const found = route.data && route.data.gym_space_id === spaceId ? route.data : undefined;
  const missing = isNotFound(route.error) || (route.data !== undefined && !found);
  return (
    <section aria-labelledby={headingId} className={classes.panel} data-testid="route-panel">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" id={headingId} tabIndex={-1} breakAnywhere>
          {found ? routeName(found) : t('panel.title')}
        </Title>
        <PlainButtonLink
          to={routeHref(null)}
          preventScrollReset
          variant="default"
          aria-label={t('panel.close')}
          className={classes.close}
          data-testid="route-panel-close"
        >
          <IconX size={20} aria-hidden />
        </PlainButtonLink>
      </Group>
      {found ? <RouteDetails route={found} /> : null}
      {/* Offline, the route cannot load: the logbook's part may still log it, from what the device kept. */}
      {!found && !missing && (route.isError || route.fetchStatus === 'paused') ? (
        <GymRouteAscentPlace routeId={routeId} route={undefined} />
      ) : null}
      {missing ? (
        <Alert color="yellow" variant="light" data-testid="route-missing">
          {t('panel.missing')}
        </Alert>
      ) : null}
      {route.isError && !missing ? <LoadError onRetry={() => void route.refetch()} /> : null}
      {route.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('panel.loading')}
        </Text>
      ) : null}
    </section>
  );
}
