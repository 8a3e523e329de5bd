import { GYM_ROUTE_CLIMBING_TYPES, GYM_ROUTE_ORDERS, HOLD_COLORS } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { NativeSelect } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import type { GymSectorsState } from '../lib/gym-sectors';
import { GRADE_BANDS, type RouteTableFilters } from '../lib/route-table-params';
import classes from './route-filters.module.css';

const ALL = '';

type FilterName = 'sector' | 'type' | 'color' | 'grade' | 'sort';

/** The table's filters and order: native selects (the phone's own picker), two a row on a phone. */
export function RouteFilters({
  filters,
  sectors,
  onChange,
  onClear,
}: {
  filters: RouteTableFilters;
  sectors: GymSectorsState['sectors'];
  onChange(name: FilterName, value: string | undefined): void;
  onClear(): void;
}) {
  const { t } = useTranslation('indoor');
  const { options } = useIndoorLabels();
  const filtered = Boolean(filters.sector || filters.type || filters.color || filters.grade);
  const all = (label: string) => [{ value: ALL, label }];
  return (
    <div className={classes.filters} data-testid="route-filters">
      <NativeSelect
        label={t('table.sector')}
        value={filters.sector === undefined ? ALL : String(filters.sector)}
        onChange={(event) => onChange('sector', event.currentTarget.value || undefined)}
        data={[
          ...all(t('table.allSectors')),
          ...(sectors ?? []).map((sector) => ({
            value: String(sector.id),
            label: `${sector.space.name} · ${sector.name}`,
          })),
        ]}
        data-testid="filter-sector"
      />
      <NativeSelect
        label={t('table.type')}
        value={filters.type ?? ALL}
        onChange={(event) => onChange('type', event.currentTarget.value || undefined)}
        data={[...all(t('table.allTypes')), ...options('route_climbing_types', GYM_ROUTE_CLIMBING_TYPES)]}
        data-testid="filter-type"
      />
      <NativeSelect
        label={t('table.color')}
        value={filters.color ?? ALL}
        onChange={(event) => onChange('color', event.currentTarget.value || undefined)}
        data={[...all(t('table.allColors')), ...options('hold_colors', HOLD_COLORS)]}
        data-testid="filter-color"
      />
      <NativeSelect
        label={t('table.grade')}
        value={filters.grade ?? ALL}
        onChange={(event) => onChange('grade', event.currentTarget.value || undefined)}
        data={[
          ...all(t('table.allGrades')),
          ...GRADE_BANDS.map((band) => ({
            value: band,
            label: t('table.gradeBand', { from: `${band}a`, to: `${band}c+` }),
          })),
        ]}
        data-testid="filter-grade"
      />
      <NativeSelect
        label={t('table.sort')}
        value={filters.sort}
        onChange={(event) => onChange('sort', event.currentTarget.value)}
        data={options('route_orders', GYM_ROUTE_ORDERS)}
        data-testid="filter-sort"
      />
      {filtered ? (
        <PlainButton variant="subtle" onClick={onClear} className={classes.clear} data-testid="filters-clear">
          {t('table.clear')}
        </PlainButton>
      ) : null}
    </div>
  );
}
