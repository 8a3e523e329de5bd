import { GENDERS, type GymRouteClimbingType, RANKING_AGE_BANDS } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton, plainClasses } from '../../../../components/plain-ui';
import { NativeSelect, TextInput } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { isFiltered, RANKING_PERIODS, type RankingFilterKey, type RankingFilters } from '../lib/ranking-params';
import { RANKING_NAMESPACE } from '../ranking-texts';
import classes from './ranking-filters.module.css';

const ALL = '';

/**
 * The ranking's filters: the period (with two days of one's own), gender, age band and, for a gym of several, the
 * type of route. Native selects (the phone's own picker), two a row on a phone; each change goes to the address.
 */
export function RankingFilterBar({
  filters,
  types,
  onChange,
  onClear,
}: {
  filters: RankingFilters;
  /** The gym's types of route: the type filter shows when there are two or more. */
  types: readonly GymRouteClimbingType[];
  onChange(key: RankingFilterKey, value: string | undefined): void;
  onClear(): void;
}) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const { label } = useIndoorLabels();
  const all = (text: string) => [{ value: ALL, label: text }];
  return (
    <fieldset className={classes.filters} data-testid="ranking-filters">
      <legend className={plainClasses.visuallyHidden}>{t('filters.label')}</legend>
      <NativeSelect
        label={t('filters.period')}
        value={filters.period}
        onChange={(event) => onChange('period', event.currentTarget.value)}
        data={RANKING_PERIODS.map((period) => ({ value: period, label: t(`filters.periods.${period}`) }))}
        data-testid="filter-period"
      />
      <NativeSelect
        label={t('filters.gender')}
        value={filters.gender ?? ALL}
        onChange={(event) => onChange('gender', event.currentTarget.value || undefined)}
        data={[
          ...all(t('filters.allGenders')),
          ...GENDERS.map((gender) => ({ value: gender, label: t(`filters.genders.${gender}`) })),
        ]}
        data-testid="filter-gender"
      />
      <NativeSelect
        label={t('filters.ageBand')}
        value={filters.age_band ?? ALL}
        onChange={(event) => onChange('age_band', event.currentTarget.value || undefined)}
        data={[
          ...all(t('filters.allAges')),
          ...RANKING_AGE_BANDS.map((band) => ({ value: band, label: t(`filters.ageBands.${band}`) })),
        ]}
        data-testid="filter-age-band"
      />
      {types.length > 1 ? (
        <NativeSelect
          label={t('filters.type')}
          value={filters.climbing_type ?? ALL}
          onChange={(event) => onChange('climbing_type', event.currentTarget.value || undefined)}
          data={[
            ...all(t('filters.allTypes')),
            ...types.map((type) => ({ value: type, label: label('gym_climbing_types', type) })),
          ]}
          data-testid="filter-type"
        />
      ) : null}
      {filters.period === 'custom' ? (
        <>
          <TextInput
            type="date"
            label={t('filters.from')}
            value={filters.date_from ?? ''}
            max={filters.date_to}
            onChange={(event) => onChange('date_from', event.currentTarget.value || undefined)}
            data-testid="filter-from"
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            value={filters.date_to ?? ''}
            min={filters.date_from}
            onChange={(event) => onChange('date_to', event.currentTarget.value || undefined)}
            data-testid="filter-to"
          />
        </>
      ) : null}
      {isFiltered(filters) ? (
        <PlainButton variant="subtle" onClick={onClear} className={classes.clear} data-testid="ranking-filters-clear">
          {t('filters.clear')}
        </PlainButton>
      ) : null}
    </fieldset>
  );
}
