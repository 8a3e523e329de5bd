import { ASCENT_STATUSES, CLIMBING_TYPES, ROPING_STATUSES } from '@climb/contracts';
import { Badge, Button, Chip, Collapse, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { type LogbookEnumGroup, useLogbookLabels } from '../../../../climbing/logbook-labels';
import { SimpleGrid } from '../../../../components/ui';
import { activeFilterCount, CHART_FILTER_KEYS, type LogbookFilters } from '../lib/ascent-search';

/** Chips as tall as a thumb needs (44 px). */
const chipVars = () => ({ root: { '--chip-size': '2.75rem' } });

type ListKey = 'ascent_status' | 'roping_status' | 'climbing_type';

interface ChipFilterProps {
  legend: string;
  values: readonly string[];
  selected: readonly string[] | undefined;
  labelOf(value: string): string;
  onChange(values: string[]): void;
  testId: string;
}

/** A list filter as chips, inside a fieldset whose legend names it; none chosen means all. */
function AscentChipFilter({ legend, values, selected, labelOf, onChange, testId }: ChipFilterProps) {
  return (
    <Fieldset legend={legend} variant="unstyled" data-testid={testId}>
      <Chip.Group multiple value={[...(selected ?? [])]} onChange={onChange}>
        <Group gap={6} mt={4}>
          {values.map((value) => (
            <Chip key={value} value={value} size="sm" vars={chipVars}>
              {labelOf(value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
}

interface FilterPanelProps {
  filters: LogbookFilters;
  onChange(filters: LogbookFilters): void;
  /** What choosing no status means on this page (the charts leave projects out). */
  statusHint?: string;
}

/**
 * The logbook filters (status, roping, climbing type, dates) behind one button: open, they take the
 * page's width; the button tells how many are set. Each change goes to the address at once.
 */
export function AscentFilterPanel({ filters, onChange, statusHint }: FilterPanelProps) {
  const { t } = useTranslation('logbook-home');
  const { label: logbookLabel } = useLogbookLabels();
  const { label: outdoorLabel } = useEnumLabels();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const count = activeFilterCount(filters, CHART_FILTER_KEYS);
  const setList = (key: ListKey, values: string[]) =>
    onChange({ ...filters, [key]: values.length > 0 ? values : undefined });
  const setDate = (key: 'date_from' | 'date_to', value: string) =>
    onChange({ ...filters, [key]: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined });
  const enumLabel = (group: LogbookEnumGroup) => (value: string) => logbookLabel(group, value);
  const clear = () => onChange(filters.query ? { query: filters.query } : {});

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          mih={44}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : null
          }
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          data-testid="filters-toggle"
        >
          {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
        </Button>
        {count > 0 ? (
          <Button
            variant="subtle"
            mih={44}
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={clear}
            data-testid="filters-clear"
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={opened}>
        <Paper id={panelId} withBorder radius="md" p="md" data-testid="filters-panel">
          <Stack gap="md">
            <AscentChipFilter
              legend={t('filters.status')}
              values={ASCENT_STATUSES}
              selected={filters.ascent_status}
              labelOf={enumLabel('ascent_statuses')}
              onChange={(values) => setList('ascent_status', values)}
              testId="filter-status"
            />
            {statusHint ? (
              <Text size="sm" c="dimmed" mt={-8}>
                {statusHint}
              </Text>
            ) : null}
            <AscentChipFilter
              legend={t('filters.roping')}
              values={ROPING_STATUSES}
              selected={filters.roping_status}
              labelOf={enumLabel('roping_statuses')}
              onChange={(values) => setList('roping_status', values)}
              testId="filter-roping"
            />
            <AscentChipFilter
              legend={t('filters.climbingType')}
              values={CLIMBING_TYPES}
              selected={filters.climbing_type}
              labelOf={(value) => outdoorLabel('climbing_types', value)}
              onChange={(values) => setList('climbing_type', values)}
              testId="filter-type"
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="date"
                label={t('filters.from')}
                value={filters.date_from ?? ''}
                max={filters.date_to}
                onChange={(event) => setDate('date_from', event.currentTarget.value)}
                data-testid="filter-from"
              />
              <TextInput
                type="date"
                label={t('filters.to')}
                value={filters.date_to ?? ''}
                min={filters.date_from}
                onChange={(event) => setDate('date_to', event.currentTarget.value)}
                data-testid="filter-to"
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
