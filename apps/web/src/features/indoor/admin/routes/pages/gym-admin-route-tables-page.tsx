import {
  GYM_ROUTE_TABLE_STATES,
  type GymRouteClimbingType,
  type GymRouteTableRow,
  type GymRouteTableRowUpdateInput,
  type GymRouteTableState,
  type HoldColor,
  type ValidationErrors,
} from '@climb/contracts';
import { Button, SegmentedControl } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminGymRef } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { Group, NativeSelect, SimpleGrid, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useGymSectors } from '../../../contribute/api/indoor-wiki.api';
import { useGym, useGymLevels } from '../../../shared/gyms.api';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { useGymOpeners } from '../../structure/structure.api';
import { AddRoutesDialog, type BatchAction, BatchDialog, RuleAlert, rulesOf } from '../components/route-actions';
import { RouteImportDialog } from '../components/route-import';
import { RouteTableGrid } from '../components/route-table-grid';
import { filterChoices, filterRows, NO_FILTER, type RouteTableFilter, toggleAll } from '../lib/route-filter';
import {
  createRoutes,
  dismountRoutes,
  moveRoutes,
  remountRoutes,
  updateTableRow,
  useRouteTable,
} from '../route-table.api';
import { ROUTES_NAMESPACE } from '../routes-texts';

const ANY = '';

/** The filters' selects: each offers the values the rows hold. */
function Filters({
  rows,
  filter,
  onChange,
}: {
  rows: readonly GymRouteTableRow[];
  filter: RouteTableFilter;
  onChange(filter: RouteTableFilter): void;
}) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { label } = useIndoorLabels();
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const any = { value: ANY, label: t('filters.any') };
  const sectors = choices.sectors.filter((sector) => filter.spaceId === null || sector.spaceId === filter.spaceId);
  const numberOf = (value: string) => (value === ANY ? null : Number(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="route-table-filters">
      <NativeSelect
        label={t('filters.space')}
        data={[any, ...choices.spaces.map((space) => ({ value: String(space.id), label: space.name }))]}
        value={filter.spaceId === null ? ANY : String(filter.spaceId)}
        onChange={(event) => onChange({ ...filter, spaceId: numberOf(event.currentTarget.value), sectorId: null })}
        data-testid="route-table-filter-space"
      />
      <NativeSelect
        label={t('filters.sector')}
        data={[any, ...sectors.map((sector) => ({ value: String(sector.id), label: sector.name }))]}
        value={filter.sectorId === null ? ANY : String(filter.sectorId)}
        onChange={(event) => onChange({ ...filter, sectorId: numberOf(event.currentTarget.value) })}
        data-testid="route-table-filter-sector"
      />
      <NativeSelect
        label={t('filters.type')}
        data={[
          any,
          ...choices.climbingTypes.map((type) => ({ value: type, label: label('route_climbing_types', type) })),
        ]}
        value={filter.climbingType ?? ANY}
        onChange={(event) =>
          onChange({ ...filter, climbingType: (event.currentTarget.value || null) as GymRouteClimbingType | null })
        }
        data-testid="route-table-filter-type"
      />
      <NativeSelect
        label={t('filters.level')}
        data={[any, ...choices.levelColors.map((color) => ({ value: color, label: label('hold_colors', color) }))]}
        value={filter.levelColor ?? ANY}
        onChange={(event) =>
          onChange({ ...filter, levelColor: (event.currentTarget.value || null) as HoldColor | null })
        }
        data-testid="route-table-filter-level"
      />
      <NativeSelect
        label={t('filters.setter')}
        data={[any, ...choices.setters.map((name) => ({ value: name, label: name }))]}
        value={filter.setter ?? ANY}
        onChange={(event) => onChange({ ...filter, setter: event.currentTarget.value || null })}
        data-testid="route-table-filter-setter"
      />
    </SimpleGrid>
  );
}

/** The table of one gym, with its filters, its chosen rows and their actions. */
function RouteTable({ gym }: { gym: AdminGymRef }) {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const [state, setState] = useState<GymRouteTableState>('mounted');
  const table = useRouteTable(gym.id, state);
  const levels = useGymLevels(gym.id);
  const openers = useGymOpeners(gym.id, false);
  const sectors = useGymSectors(gym.id);
  const [filter, setFilter] = useState<RouteTableFilter>(NO_FILTER);
  const rows = useMemo(() => table.data?.items ?? [], [table.data]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<BatchAction | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editError, setEditError] = useState<ValidationErrors | null>(null);
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  // Stable callbacks: the grid draws again only when its rows, choice or scales change.
  const toggle = useCallback(
    (id: number) =>
      setSelected((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleShown = useCallback(() => setSelected((old) => toggleAll(old, shown)), [shown]);
  const edit = useCallback(
    async (row: GymRouteTableRow, body: GymRouteTableRowUpdateInput) => {
      setEditError(null);
      try {
        await updateTableRow(gym.id, state, row.id, body);
      } catch (error) {
        setEditError(rulesOf(error) ?? { base: ['invalid'] });
        throw error;
      }
    },
    [gym.id, state],
  );
  const levelScales = useMemo(() => levels.data ?? [], [levels.data]);
  const gymOpeners = useMemo(() => openers.data?.items ?? [], [openers.data]);
  const print = (templateId: number) => {
    const path = `/gyms/${gym.id}/${gym.slug_name}/label-templates/${templateId}/print?gym_route_ids=${chosen.join(',')}`;
    window.open(path, '_blank', 'noopener');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={state}
          onChange={(value) => {
            setState(value as GymRouteTableState);
            setSelected(new Set());
          }}
          data={GYM_ROUTE_TABLE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          aria-label={t('states.label')}
          data-testid="route-table-state"
        />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
            data-testid="route-table-add"
          >
            {t('actions.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={() => setImporting(true)}
            data-testid="route-table-import"
          >
            {t('actions.import')}
          </Button>
        </Group>
      </Group>
      <Loaded query={table}>
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState text={t(`empty.${state}`)} testId="route-table-empty" />
          ) : (
            <Stack gap="sm">
              <Filters rows={items} filter={filter} onChange={setFilter} />
              <Text size="sm" c="dimmed" data-testid="route-table-count" aria-live="polite">
                {total > items.length
                  ? t('table.countCapped', { count: shown.length, total })
                  : t('table.count', { count: shown.length })}
              </Text>
              <Group gap="xs" wrap="wrap" data-testid="route-table-actions">
                <Text size="sm" fw={500}>
                  {t('actions.chosen', { count: chosen.length })}
                </Text>
                {(['dismount', 'remount', 'move', 'print'] as const).map((name) => (
                  <Button
                    key={name}
                    size="xs"
                    variant="light"
                    disabled={chosen.length === 0}
                    onClick={() => setAction(name)}
                    data-testid={`route-table-action-${name}`}
                  >
                    {t(`actions.${name}`)}
                  </Button>
                ))}
              </Group>
              <RuleAlert errors={editError} testId="route-table-edit-error" />
              <RouteTableGrid
                rows={shown}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleShown}
                levels={levelScales}
                openers={gymOpeners}
                onEdit={edit}
              />
            </Stack>
          )
        }
      </Loaded>
      {action === null ? null : (
        <BatchDialog
          action={action}
          count={chosen.length}
          gym={gym}
          spaces={sectors.data ?? []}
          onClose={() => setAction(null)}
          onDismount={(day) => dismountRoutes(gym.id, state, { gym_route_ids: chosen, dismounted_at: day })}
          onRemount={(day) =>
            remountRoutes(gym.id, state, { gym_route_ids: chosen, ...(day ? { opened_at: day } : {}) })
          }
          onMove={(sectorId) => moveRoutes(gym.id, state, { gym_route_ids: chosen, gym_sector_id: sectorId })}
          onPrint={print}
        />
      )}
      {adding ? (
        <AddRoutesDialog
          opened
          spaces={sectors.data ?? []}
          levels={levelScales}
          openers={gymOpeners}
          onClose={() => setAdding(false)}
          onCreate={({ count, ...route }) =>
            createRoutes(gym.id, state, {
              routes: Array.from({ length: count }, () => ({
                ...route,
                gym_opener_ids: route.gym_opener_ids.length > 0 ? route.gym_opener_ids : undefined,
              })),
            })
          }
        />
      ) : null}
      {importing ? <RouteImportDialog gymId={gym.id} opened onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/routes/tables` (manage the opening): every route of the gym in one table, filtered
 * in the browser; the chosen ones dismounted, remounted, moved or their labels printed; a cell edited in place; routes
 * added by the dozen or imported from a CSV file.
 */
function GymAdminRouteTablesPage() {
  const { t } = useTranslation(ROUTES_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <GymAdminFrame gymId={gymId} title={t('title')}>
      <Loaded query={gym}>
        {(record) => (
          <Stack gap="md">
            <Text c="dimmed">{t('lead')}</Text>
            <RouteTable gym={record} />
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminRouteTablesPage);
