import type { GymRouteSummary, GymSpaceSummary, RecordRef } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Anchor, Table, TableScroll, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { HoldColorList } from '../../shared/hold-color-swatch';
import { gymRouteLinkPath, gymSpacePath } from '../../shared/paths';
import { RouteGrade, useRouteName } from './route-grade';
import classes from './route-table.module.css';

/**
 * The mounted routes as a table that fits a phone: grade and route on a narrow screen (the sector and the day under
 * the route's name), a column each on a wider one. A route's name opens its panel in its space.
 */
export function RouteTable({
  gym,
  routes,
  spaces,
}: {
  gym: RecordRef;
  routes: readonly GymRouteSummary[];
  spaces: readonly GymSpaceSummary[];
}) {
  const { t } = useTranslation('indoor');
  const { shortDay } = useFormatters();
  const routeName = useRouteName();
  const hrefOf = (route: GymRouteSummary) => {
    const space = spaces.find((candidate) => candidate.id === route.gym_space_id);
    return space ? gymSpacePath(gym, space, route.id) : gymRouteLinkPath(gym.id, route.id);
  };
  return (
    <TableScroll>
      <Table striped verticalSpacing="xs" className={classes.table} data-testid="route-table">
        <thead>
          <tr>
            <th scope="col">{t('table.grade')}</th>
            <th scope="col">{t('table.route')}</th>
            <th scope="col" className={classes.wide}>
              {t('table.sector')}
            </th>
            <th scope="col" className={classes.wide}>
              {t('table.openedAt')}
            </th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route.id} data-testid="route-row">
              <td className={classes.grade}>
                <RouteGrade route={route} swatch="sm" />
              </td>
              <td className={classes.route}>
                <Anchor to={hrefOf(route)} fw={600}>
                  {routeName(route)}
                </Anchor>
                <span className={classes.colors}>
                  <HoldColorList colors={route.hold_colors} kind="holds" />
                  <HoldColorList colors={route.tag_colors} kind="tags" />
                </span>
                <Text size="xs" c="dimmed" className={classes.narrow}>
                  {route.sector_name} · {shortDay(route.opened_at)}
                </Text>
                {route.openers.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('route.setBy', { names: route.openers.join(', ') })}
                  </Text>
                ) : null}
              </td>
              <td className={classes.wide}>{route.sector_name}</td>
              <td className={classes.wide}>{shortDay(route.opened_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
