import {
  CLIMBING_TYPES,
  type CragFilters,
  ORIENTATIONS,
  RAIN_EXPOSURES,
  ROCK_TYPES,
  SEASONS,
  SUN_EXPOSURES,
} from '@climb/contracts';
import { MultiSelect, NumberInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnumGroup, useEnumLabels } from '../../../../climbing/enum-labels';
import { useGrades } from '../../../../climbing/grade';
import { ClientOnly } from '../../../../components/client-only';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, NativeSelect, Stack } from '../../../../components/ui';
import { activeFilterCount, normaliseFilters } from '../filters/crag-filters-query';
import { gradeOptions } from '../filters/grade-options';
import buttons from './buttons.module.css';
import { FieldStandIn } from './field-stand-in';
import classes from './filter-panel.module.css';

/** Longest approaches offered, minutes. */
const APPROACH_CHOICES = [5, 10, 15, 20, 30, 45, 60, 90, 120];

/** The altitudes the API accepts, metres. */
const ALTITUDE_MIN = -500;
const ALTITUDE_MAX = 9_000;

interface FilterPanelProps {
  filters: CragFilters;
  onChange(filters: CragFilters): void;
}

type ListKey = 'climbing_types' | 'orientations' | 'seasons' | 'sun';

/** Fields under a legend that names them (Mantine's unstyled Fieldset). */
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Mantine's check mark, shown in a checked chip. */
function CheckMark() {
  return (
    <svg viewBox="0 0 10 7" fill="none" aria-hidden="true">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** One value of a list filter: a checkbox drawn as a chip, its label the chip itself. */
function Chip({
  value,
  checked,
  onToggle,
  children,
}: {
  value: string;
  checked: boolean;
  onToggle(value: string, checked: boolean): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={classes.chip}>
      <input
        type="checkbox"
        className={classes.chipInput}
        id={id}
        value={value}
        checked={checked}
        onChange={(event) => onToggle(value, event.currentTarget.checked)}
      />
      <label className={classes.chipLabel} htmlFor={id}>
        {checked ? (
          <span className={classes.chipCheck}>
            <CheckMark />
          </span>
        ) : null}
        <span>{children}</span>
      </label>
    </div>
  );
}

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
  // A value picked goes last, as the climber picked them.
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Fieldset legend={legend}>
      <Group gap={6} mt={4}>
        {values.map((value) => (
          <Chip key={value} value={value} checked={selected.includes(value)} onToggle={toggle}>
            {label(group, value)}
          </Chip>
        ))}
      </Group>
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
  const standIn = (
    <FieldStandIn label={label} value={value === undefined ? '' : `${value} m`} className={classes.half} />
  );
  return (
    <ClientOnly fallback={standIn}>
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
        className={classes.half}
      />
    </ClientOnly>
  );
}

/** The rocks, several of them, picked in a searchable list (Mantine's, in the browser). */
function RockFilter({ selected, onChange }: { selected: readonly string[]; onChange(values: string[]): void }) {
  const { t } = useTranslation('discover');
  const { label, options } = useEnumLabels();
  const placeholder = selected.length > 0 ? undefined : t('filters.anyRock');
  const standIn = (
    <FieldStandIn
      label={t('filters.rocks')}
      value={selected.map((rock) => label('rocks', rock)).join(', ')}
      placeholder={placeholder}
      chevron
    />
  );
  return (
    <ClientOnly fallback={standIn}>
      <MultiSelect
        label={t('filters.rocks')}
        placeholder={placeholder}
        data={options('rocks', ROCK_TYPES)}
        value={[...selected]}
        onChange={onChange}
        searchable
        clearable
        size="md"
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
    </ClientOnly>
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
      <Fieldset legend={t('filters.grade')}>
        <Group gap="sm" mt={4}>
          <NativeSelect
            size="md"
            label={t('filters.gradeMin')}
            data={grades}
            value={filters.grade_min?.toString() ?? ''}
            onChange={(event) => set({ grade_min: toNumber(event.currentTarget.value) })}
            className={classes.half}
          />
          <NativeSelect
            size="md"
            label={t('filters.gradeMax')}
            data={grades}
            value={filters.grade_max?.toString() ?? ''}
            onChange={(event) => set({ grade_max: toNumber(event.currentTarget.value) })}
            className={classes.half}
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
        size="md"
        label={t('filters.rain')}
        data={[{ value: '', label: t('filters.any') }, ...options('rain', RAIN_EXPOSURES)]}
        value={filters.rain ?? ''}
        onChange={(event) => set({ rain: (event.currentTarget.value || undefined) as CragFilters['rain'] | undefined })}
      />
      <ChipFilter
        legend={t('filters.sun')}
        group="sun"
        values={SUN_EXPOSURES}
        selected={filters.sun ?? []}
        onChange={setList('sun')}
      />
      <RockFilter
        selected={filters.rocks ?? []}
        onChange={(values) => set({ rocks: values.length > 0 ? (values as CragFilters['rocks']) : undefined })}
      />
      <NativeSelect
        size="md"
        label={t('filters.approach')}
        data={[
          { value: '', label: t('filters.any') },
          ...APPROACH_CHOICES.map((minutes) => ({ value: String(minutes), label: t('filters.minutes', { minutes }) })),
        ]}
        value={filters.approach_max?.toString() ?? ''}
        onChange={(event) => set({ approach_max: toNumber(event.currentTarget.value) })}
      />
      <Fieldset legend={t('filters.altitude')}>
        <Group gap="sm" mt={4} wrap="nowrap">
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
        <PlainButton
          variant="default"
          className={buttons.thumb}
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={() => onChange({})}
        >
          {t('filters.clear')}
        </PlainButton>
      ) : null}
    </Stack>
  );
}
