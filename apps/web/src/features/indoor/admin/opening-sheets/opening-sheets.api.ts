import type {
  GymOpeningSheet,
  GymOpeningSheetCellUpdateInput,
  GymOpeningSheetInput,
  GymOpeningSheetUpdateInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';

/*
 * A gym's opening sheets. The list sits under the gym's key (`['gyms', id]`); a sheet under its own, whose answer
 * every write gives back whole.
 */

export const openingSheetKeys = {
  all: (gymId: number) => ['gyms', gymId, 'gym_opening_sheets'] as const,
  list: (gymId: number, archived: boolean, page: number) =>
    ['gyms', gymId, 'gym_opening_sheets', archived, page] as const,
  sheet: (id: number) => ['gym_opening_sheets', id] as const,
};

export const SHEETS_PER_PAGE = 25;

export const useGymOpeningSheets = (gymId: number, archived: boolean, page = 1) =>
  useQuery({
    queryKey: openingSheetKeys.list(gymId, archived, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymOpeningSheets, {
        params: { id: gymId },
        query: { archived: archived ? 'true' : 'false', page, per_page: SHEETS_PER_PAGE },
        signal,
      }),
  });

export function openingSheetQuery(id: number) {
  return queryOptions({
    queryKey: openingSheetKeys.sheet(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymOpeningSheet, { params: { id }, signal }),
  });
}
export const useGymOpeningSheet = (id: number) => useQuery(openingSheetQuery(id));

/**
 * The print page's read: a 401 or a 403 is the page's to tell (an invitation to sign in, the team only), not a move
 * to another page; never kept for long (the sheet changes as routes go up).
 */
export const usePrintedOpeningSheet = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...openingSheetKeys.sheet(id), 'print'] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getGymOpeningSheet, { params: { id }, signal, handleAuthErrors: false }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

function sheetChanged(sheet: GymOpeningSheet) {
  queryClient.setQueryData(openingSheetKeys.sheet(sheet.id), sheet);
  void queryClient.invalidateQueries({ queryKey: openingSheetKeys.all(sheet.gym_id) });
}

export async function createOpeningSheet(gymId: number, body: GymOpeningSheetInput) {
  const sheet = await callEndpoint(endpoint.createGymOpeningSheet, { params: { id: gymId }, body });
  sheetChanged(sheet);
  return sheet;
}

export async function updateOpeningSheet(id: number, body: GymOpeningSheetUpdateInput) {
  const sheet = await callEndpoint(endpoint.updateGymOpeningSheet, { params: { id }, body });
  sheetChanged(sheet);
  return sheet;
}

export async function updateOpeningSheetCell(id: number, body: GymOpeningSheetCellUpdateInput) {
  const sheet = await callEndpoint(endpoint.updateGymOpeningSheetCell, { params: { id }, body });
  sheetChanged(sheet);
  return sheet;
}

export async function deleteOpeningSheet(sheet: Pick<GymOpeningSheet, 'id' | 'gym_id'>) {
  await callEndpoint(endpoint.deleteGymOpeningSheet, { params: { id: sheet.id } });
  queryClient.removeQueries({ queryKey: openingSheetKeys.sheet(sheet.id) });
  void queryClient.invalidateQueries({ queryKey: openingSheetKeys.all(sheet.gym_id) });
}
