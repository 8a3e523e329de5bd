import { ASCENT_SORTS, type AscentSort, type SortDirection } from '@climb/contracts';
import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Words of the route or crag name: applied on Enter or with the button, not at each letter. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string | undefined;
  onSearch(query: string | undefined): void;
  /** The box's label and placeholder, when they name other things than a route or a crag (a gym). */
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('logbook-home');
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() === '' ? undefined : text.trim().slice(0, 100));
  };
  return (
    <form onSubmit={submit} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <TextInput
        type="search"
        label={label ?? t('search.label')}
        placeholder={placeholder ?? t('search.placeholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" size={36} aria-label={t('search.submit')}>
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
        rightSectionWidth={44}
        data-testid="ascent-search"
      />
    </form>
  );
}

interface SortControlsProps {
  sort: AscentSort;
  direction: SortDirection;
  onChange(sort: AscentSort, direction: SortDirection): void;
}

/** Names read A to Z first; dates and grades newest and hardest first. */
function naturalDirection(sort: AscentSort): SortDirection {
  return sort === 'name' || sort === 'crag' ? 'asc' : 'desc';
}

/**
 * The list's order: what to sort by and which way (native selects: the phone's own picker). A new
 * order starts its natural way round.
 */
export function SortControls({ sort, direction, onChange }: SortControlsProps) {
  const { t } = useTranslation('logbook-home');
  // The natural way round first.
  const directions: SortDirection[] = naturalDirection(sort) === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px' }}>
      <NativeSelect
        label={t('sort.label')}
        value={sort}
        onChange={(event) => {
          const next = event.currentTarget.value as AscentSort;
          onChange(next, naturalDirection(next));
        }}
        data={ASCENT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        style={{ flex: 1 }}
        data-testid="ascent-sort"
      />
      <NativeSelect
        label={t('sort.direction')}
        value={direction}
        onChange={(event) => onChange(sort, event.currentTarget.value as SortDirection)}
        data={directions.map((value) => ({ value, label: t(`sort.directions.${sort}.${value}`) }))}
        style={{ flex: 1 }}
        data-testid="ascent-direction"
      />
    </Group>
  );
}
