import type {
  GymRouteDismountInput,
  GymRouteImportInput,
  GymRouteImportResult,
  GymRouteMoveInput,
  GymRouteRemountInput,
  GymRouteTableCreateInput,
  GymRouteTableRow,
  GymRouteTableRowUpdateInput,
  GymRouteTableState,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { runStreamedImport } from '../../../../lib/ndjson-import';
import { queryClient } from '../../../../lib/query-client';

/*
 * The route table's calls. Its keys sit under the gym's (`['gyms', id]`): a write refreshes what the gym's pages show.
 * A batch answers the rows it changed, put in the table at once; the other states are read again when next shown.
 */

export const routeTableKeys = {
  all: (gymId: number) => ['gyms', gymId, 'route_table'] as const,
  table: (gymId: number, state: GymRouteTableState) => ['gyms', gymId, 'route_table', state] as const,
  templates: (gymId: number) => ['gyms', gymId, 'gym_label_templates', 'all'] as const,
};

export function routeTableQuery(gymId: number, state: GymRouteTableState) {
  return queryOptions({
    queryKey: routeTableKeys.table(gymId, state),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.getGymRouteTable, { params: { id: gymId }, query: { state }, signal }),
    staleTime: 0,
    // A table is read as it is worked on: not kept for offline reading.
    meta: { offline: false },
  });
}
export const useRouteTable = (gymId: number, state: GymRouteTableState) => useQuery(routeTableQuery(gymId, state));

/** The gym's label templates (the first 100: a gym has a handful), to print the chosen routes' labels. */
export const useLabelTemplates = (gymId: number, enabled: boolean) =>
  useQuery({
    queryKey: routeTableKeys.templates(gymId),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymLabelTemplates, { params: { id: gymId }, query: { per_page: 100 }, signal }),
    enabled,
  });

/** Whether a row belongs to the table of a state: mounted ones, dismounted ones, or all. */
export function inState(row: Pick<GymRouteTableRow, 'dismounted_at'>, state: GymRouteTableState): boolean {
  if (state === 'mounted') return row.dismounted_at === null;
  if (state === 'dismounted') return row.dismounted_at !== null;
  return true;
}

/**
 * The changed rows put in the table shown (those that left its state, a route taken down from the mounted ones, leave
 * it), the other states' tables marked stale; the gym's pages read again.
 */
function rowsChanged(gymId: number, state: GymRouteTableState, changed: readonly GymRouteTableRow[]) {
  const byId = new Map(changed.map((row) => [row.id, row]));
  queryClient.setQueryData<{ items: GymRouteTableRow[]; total: number }>(routeTableKeys.table(gymId, state), (old) => {
    if (!old) return old;
    const known = new Set(old.items.map((row) => row.id));
    const added = changed.filter((row) => !known.has(row.id) && inState(row, state));
    const kept = old.items.map((row) => byId.get(row.id) ?? row).filter((row) => inState(row, state));
    const left = old.items.length - kept.length;
    return { items: [...added, ...kept], total: old.total + added.length - left };
  });
  void queryClient.invalidateQueries({ queryKey: ['gyms', gymId], refetchType: 'none' });
}

export async function dismountRoutes(gymId: number, state: GymRouteTableState, body: GymRouteDismountInput) {
  const rows = await callEndpoint(endpoint.dismountGymRoutes, { params: { id: gymId }, body });
  rowsChanged(gymId, state, rows);
  return rows;
}
export async function remountRoutes(gymId: number, state: GymRouteTableState, body: GymRouteRemountInput) {
  const rows = await callEndpoint(endpoint.remountGymRoutes, { params: { id: gymId }, body });
  rowsChanged(gymId, state, rows);
  return rows;
}
export async function moveRoutes(gymId: number, state: GymRouteTableState, body: GymRouteMoveInput) {
  const rows = await callEndpoint(endpoint.moveGymRoutes, { params: { id: gymId }, body });
  rowsChanged(gymId, state, rows);
  return rows;
}
export async function createRoutes(gymId: number, state: GymRouteTableState, body: GymRouteTableCreateInput) {
  const rows = await callEndpoint(endpoint.createGymRoutes, { params: { id: gymId }, body });
  rowsChanged(gymId, state, rows);
  return rows;
}
export async function updateTableRow(
  gymId: number,
  state: GymRouteTableState,
  id: number,
  body: GymRouteTableRowUpdateInput,
) {
  const row = await callEndpoint(endpoint.updateGymRouteTableRow, { params: { id }, body });
  rowsChanged(gymId, state, [row]);
  return row;
}

export const previewRouteImport = (gymId: number, body: GymRouteImportInput) =>
  callEndpoint(endpoint.previewGymRouteImport, { params: { id: gymId }, body });

/** The import, its progress told line by line; the table is read again once done. */
export async function importRoutes(
  gymId: number,
  body: GymRouteImportInput,
  onProgress: (done: number, total: number) => void,
): Promise<GymRouteImportResult> {
  const result = await runStreamedImport<GymRouteImportResult>(
    endpoint.importGymRoutes,
    { id: gymId },
    body,
    onProgress,
  );
  void queryClient.invalidateQueries({ queryKey: ['gyms', gymId] });
  return result;
}
