import { ASCENT_STATUSES, GYM_ROUTE_CLIMBING_TYPES, type RecordRef } from '@climb/contracts';
import {
  Badge,
  Button,
  Chip,
  Collapse,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { SimpleGrid } from '../../../../components/ui';
import { activeIndoorFilterCount, INDOOR_CHART_FILTER_KEYS, type IndoorFilters } from '../lib/indoor-search';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { GYM_ROPINGS } from '../lib/indoor-values';

/** Chips as tall as a thumb needs (44 px). */
const chipVars = () => ({ root: { '--chip-size': '2.75rem' } });

type ListKey = 'ascent_status' | 'roping_status' | 'climbing_type';

function ChipFilter({
  legend,
  values,
  selected,
  labelOf,
  onChange,
  testId,
}: {
  legend: string;
  values: readonly string[];
  selected: readonly string[] | undefined;
  labelOf(value: string): string;
  onChange(values: string[]): void;
  testId: string;
}) {
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

/**
 * The indoor logbook's filters (style, roping, type, gym, dates) behind one button, as the outdoor one's; each change
 * goes to the address at once.
 */
export function IndoorFilterPanel({
  filters,
  onChange,
  gyms,
  statusHint,
}: {
  filters: IndoorFilters;
  onChange(filters: IndoorFilters): void;
  /** The gyms to filter by: those I climbed at. */
  gyms: readonly RecordRef[];
  statusHint?: string;
}) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'logbook-home', 'indoor-enums']);
  const { label } = useLogbookLabels();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const count = activeIndoorFilterCount(filters, INDOOR_CHART_FILTER_KEYS);
  const setList = (key: ListKey, values: string[]) =>
    onChange({ ...filters, [key]: values.length > 0 ? values : undefined });
  const setDate = (key: 'date_from' | 'date_to', value: string) =>
    onChange({ ...filters, [key]: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined });
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
          {count > 0 ? t('logbook-home:filters.buttonCount', { count }) : t('logbook-home:filters.button')}
        </Button>
        {count > 0 ? (
          <Button
            variant="subtle"
            mih={44}
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={clear}
            data-testid="filters-clear"
          >
            {t('logbook-home:filters.clear')}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={opened}>
        <Paper id={panelId} withBorder radius="md" p="md" data-testid="filters-panel">
          <Stack gap="md">
            <ChipFilter
              legend={t('logbook-home:filters.status')}
              values={ASCENT_STATUSES}
              selected={filters.ascent_status}
              labelOf={(value) => label('ascent_statuses', value)}
              onChange={(values) => setList('ascent_status', values)}
              testId="filter-status"
            />
            {statusHint ? (
              <Text size="sm" c="dimmed" mt={-8}>
                {statusHint}
              </Text>
            ) : null}
            <ChipFilter
              legend={t('logbook-home:filters.roping')}
              values={GYM_ROPINGS}
              selected={filters.roping_status}
              labelOf={(value) => label('roping_statuses', value)}
              onChange={(values) => setList('roping_status', values)}
              testId="filter-roping"
            />
            <ChipFilter
              legend={t('logbook-home:filters.climbingType')}
              values={GYM_ROUTE_CLIMBING_TYPES}
              selected={filters.climbing_type}
              labelOf={(value) => t(`indoor-enums:route_climbing_types.${value}`)}
              onChange={(values) => setList('climbing_type', values)}
              testId="filter-type"
            />
            {gyms.length > 0 ? (
              <NativeSelect
                label={t('filters.gym')}
                value={filters.gym_id === undefined ? '' : String(filters.gym_id)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange({ ...filters, gym_id: value === '' ? undefined : Number(value) });
                }}
                data={[
                  { value: '', label: t('filters.allGyms') },
                  ...gyms.map((gym) => ({ value: String(gym.id), label: gym.name })),
                ]}
                maw={360}
                data-testid="filter-gym"
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="date"
                label={t('logbook-home:filters.from')}
                value={filters.date_from ?? ''}
                max={filters.date_to}
                onChange={(event) => setDate('date_from', event.currentTarget.value)}
                data-testid="filter-from"
              />
              <TextInput
                type="date"
                label={t('logbook-home:filters.to')}
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
