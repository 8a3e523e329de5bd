import { type ClimbingType, CRAG_ROUTE_SORTS, type CragRouteSort } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { Group, NativeSelect } from '../../../../components/ui';
import { GradeSystemSwitcher } from './grade-system-switcher';
import classes from './route-controls.module.css';

interface RouteControlsProps {
  sort: CragRouteSort;
  onSort(sort: CragRouteSort): void;
  climbingType: ClimbingType | undefined;
  onClimbingType(type: ClimbingType | undefined): void;
  /** The climbing types the record has routes of: the filter offers only these. */
  types: readonly ClimbingType[];
}

const ALL = '';

/** Sort order, climbing type and grade system of a route list: native selects, the phone's own picker. */
export function RouteControls({ sort, onSort, climbingType, onClimbingType, types }: RouteControlsProps) {
  const { t } = useTranslation('crags');
  const { options } = useEnumLabels();
  const withType = types.length > 1;
  return (
    <Group gap="sm" grow className={classes.controls} data-count={withType ? 3 : 2} data-testid="route-controls">
      <NativeSelect
        label={t('routes.sortLabel')}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as CragRouteSort)}
        data={options('route_sorts', CRAG_ROUTE_SORTS)}
        className={classes.control}
        data-testid="route-sort"
      />
      {withType ? (
        <NativeSelect
          label={t('routes.typeLabel')}
          value={climbingType ?? ALL}
          onChange={(event) => onClimbingType((event.currentTarget.value || undefined) as ClimbingType | undefined)}
          data={[{ value: ALL, label: t('routes.allTypes') }, ...options('climbing_types', types)]}
          className={classes.control}
          data-testid="route-type"
        />
      ) : null}
      <GradeSystemSwitcher className={classes.control} />
    </Group>
  );
}
