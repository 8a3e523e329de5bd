import {
  CLIMBING_TYPES,
  type CragFilters,
  ORIENTATIONS,
  RAIN_EXPOSURES,
  ROCK_TYPES,
  SEASONS,
  SUN_EXPOSURES,
} from '@climb/contracts';
import { Button, Chip, Fieldset, Group, MultiSelect, NativeSelect, NumberInput, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnumGroup, useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { activeFilterCount, normaliseFilters } from '../filters/crag-filters-query';
import { gradeOptions } from '../filters/grade-options';

/** Longest approaches offered, minutes. */
const APPROACH_CHOICES = [5, 10, 15, 20, 30, 45, 60, 90, 120];

/** The altitudes the API accepts, metres. */
const ALTITUDE_MIN = -500;
const ALTITUDE_MAX = 9_000;

/** Chips as tall as a thumb needs (44 px). */
const chipVars = () => ({ root: { '--chip-size': '2.75rem' } });

interface FilterPanelProps {
  filters: CragFilters;
  onChange(filters: CragFilters): void;
}

type ListKey = 'climbing_types' | 'orientations' | 'seasons' | 'sun';

/** A list filter as chips, inside a fieldset whose legend names it. */
function ChipFilter({
  legend,
  group,
  values,
  selected,
  onChange,
}: {
  legend: string;
  group: EnumGroup;
  values: readonly string[];
  selected: readonly string[];
  onChange(values: string[]): void;
}) {
  const { label } = useEnumLabels();
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Chip.Group multiple value={[...selected]} onChange={onChange}>
        <Group gap={6} mt={4}>
          {values.map((value) => (
            <Chip key={value} value={value} size="sm" vars={chipVars}>
              {label(group, value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
}

/** A number field that applies its value when the climber leaves it or presses Enter (not at each digit). */
function CommittedNumber({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit(value: number | undefined): void;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = () => {
    const number = typeof text === 'number' ? text : text.trim() === '' ? undefined : Number(text);
    if (number === undefined || Number.isNaN(number)) onCommit(undefined);
    else onCommit(Math.min(ALTITUDE_MAX, Math.max(ALTITUDE_MIN, Math.round(number))));
  };
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={ALTITUDE_MIN}
      max={ALTITUDE_MAX}
      step={100}
      allowDecimal={false}
      suffix=" m"
      size="md"
      style={{ flex: 1 }}
    />
  );
}

/**
 * Every filter of the crag lists and maps (`cragFilters`): climbing types, grade range in the
 * climber's system, orientations, seasons, rain, sun, rock, approach and altitude.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation('discover');
  const { options } = useEnumLabels();
  const { system } = useGrades();
  const set = (patch: Partial<CragFilters>) => onChange(normaliseFilters({ ...filters, ...patch }));
  const setList = (key: ListKey) => (values: string[]) =>
    set({ [key]: values.length > 0 ? values : undefined } as Partial<CragFilters>);
  const grades = [
    { value: '', label: t('filters.anyGrade') },
    ...gradeOptions(system, [filters.grade_min, filters.grade_max]),
  ];
  const toNumber = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <Stack gap="md" data-testid="filter-panel">
      <ChipFilter
        legend={t('filters.climbingTypes')}
        group="climbing_types"
        values={CLIMBING_TYPES}
        selected={filters.climbing_types ?? []}
        onChange={setList('climbing_types')}
      />
      <Fieldset legend={t('filters.grade')} variant="unstyled">
        <Group gap="sm" grow mt={4}>
          <NativeSelect
            label={t('filters.gradeMin')}
            data={grades}
            value={filters.grade_min?.toString() ?? ''}
            onChange={(event) => set({ grade_min: toNumber(event.currentTarget.value) })}
            size="md"
          />
          <NativeSelect
            label={t('filters.gradeMax')}
            data={grades}
            value={filters.grade_max?.toString() ?? ''}
            onChange={(event) => set({ grade_max: toNumber(event.currentTarget.value) })}
            size="md"
          />
        </Group>
      </Fieldset>
      <ChipFilter
        legend={t('filters.orientations')}
        group="orientations"
        values={ORIENTATIONS}
        selected={filters.orientations ?? []}
        onChange={setList('orientations')}
      />
      <ChipFilter
        legend={t('filters.seasons')}
        group="seasons"
        values={SEASONS}
        selected={filters.seasons ?? []}
        onChange={setList('seasons')}
      />
      <NativeSelect
        label={t('filters.rain')}
        data={[{ value: '', label: t('filters.any') }, ...options('rain', RAIN_EXPOSURES)]}
        value={filters.rain ?? ''}
        onChange={(event) => set({ rain: (event.currentTarget.value || undefined) as CragFilters['rain'] | undefined })}
        size="md"
      />
      <ChipFilter
        legend={t('filters.sun')}
        group="sun"
        values={SUN_EXPOSURES}
        selected={filters.sun ?? []}
        onChange={setList('sun')}
      />
      <MultiSelect
        label={t('filters.rocks')}
        placeholder={filters.rocks?.length ? undefined : t('filters.anyRock')}
        data={options('rocks', ROCK_TYPES)}
        value={filters.rocks ?? []}
        onChange={(values) => set({ rocks: values.length > 0 ? (values as CragFilters['rocks']) : undefined })}
        searchable
        clearable
        size="md"
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <NativeSelect
        label={t('filters.approach')}
        data={[
          { value: '', label: t('filters.any') },
          ...APPROACH_CHOICES.map((minutes) => ({ value: String(minutes), label: t('filters.minutes', { minutes }) })),
        ]}
        value={filters.approach_max?.toString() ?? ''}
        onChange={(event) => set({ approach_max: toNumber(event.currentTarget.value) })}
        size="md"
      />
      <Fieldset legend={t('filters.altitude')} variant="unstyled">
        <Group gap="sm" grow mt={4} wrap="nowrap">
          <CommittedNumber
            label={t('filters.altitudeMin')}
            value={filters.altitude_min}
            onCommit={(value) => set({ altitude_min: value })}
          />
          <CommittedNumber
            label={t('filters.altitudeMax')}
            value={filters.altitude_max}
            onCommit={(value) => set({ altitude_max: value })}
          />
        </Group>
      </Fieldset>
      {activeFilterCount(filters) > 0 ? (
        <Button
          variant="default"
          mih={44}
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={() => onChange({})}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
