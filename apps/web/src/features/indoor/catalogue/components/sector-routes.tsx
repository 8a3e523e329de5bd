import type { GymRouteSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Group, Stack, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { HoldColorList } from '../../shared/hold-color-swatch';
import { RouteGrade, useRouteName } from './route-grade';
import classes from './sector-routes.module.css';

/** The address of the page with a route's panel open (`?route=12`), the rest of the query kept. */
export function useRouteHref() {
  const { pathname, search } = useLocation();
  return (routeId: number | null) => {
    const query = new URLSearchParams(search);
    if (routeId === null) query.delete('route');
    else query.set('route', String(routeId));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
}

/**
 * A sector's mounted routes, each a row to tap that opens its panel: level, colours, grade, name, setters and the
 * day it was set.
 */
export function SectorRouteList({ routes, openId }: { routes: readonly GymRouteSummary[]; openId: number | null }) {
  const { t } = useTranslation('indoor');
  const { shortDay } = useFormatters();
  const routeHref = useRouteHref();
  const routeName = useRouteName();
  return (
    <Stack component="ul" gap={6} className={classes.list} data-testid="sector-routes">
      {routes.map((route) => (
        <li key={route.id}>
          <Link
            to={routeHref(route.id)}
            preventScrollReset
            className={`mantine-focus-auto ${classes.row}`}
            aria-current={route.id === openId ? 'true' : undefined}
            data-testid="sector-route"
          >
            <span className={classes.grade}>
              <RouteGrade route={route} />
            </span>
            <Stack gap={2} className={classes.body}>
              <Text fw={700} breakAnywhere>
                {routeName(route)}
              </Text>
              <Group gap="xs">
                <HoldColorList colors={route.hold_colors} kind="holds" />
                <HoldColorList colors={route.tag_colors} kind="tags" />
              </Group>
              <Text size="sm" c="dimmed" breakAnywhere>
                {[
                  route.openers.length > 0 ? t('route.setBy', { names: route.openers.join(', ') }) : null,
                  t('route.openedOn', { date: shortDay(route.opened_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
