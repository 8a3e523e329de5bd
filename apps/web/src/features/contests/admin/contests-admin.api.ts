import type {
  Contest,
  ContestCategoryInput,
  ContestCategoryUpdateInput,
  ContestInput,
  ContestParticipantImportInput,
  ContestParticipantImportResult,
  ContestParticipantInput,
  ContestParticipantListQuery,
  ContestParticipantUpdateInput,
  ContestResultInput,
  ContestRouteGroupInput,
  ContestRouteGroupUpdateInput,
  ContestStageInput,
  ContestStageUpdateInput,
  ContestStepInput,
  ContestStepUpdateInput,
  ContestTeamInput,
  ContestUpdateInput,
  ContestWaveInput,
  ContestWaveUpdateInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { type UploadProgress, uploadToEndpoint } from '../../../lib/endpoint-upload';
import { runStreamedImport } from '../../../lib/ndjson-import';
import { queryClient } from '../../../lib/query-client';
import { contestKeys } from '../shared/contests.api';

/*
 * The organisers' calls. A gym's contests sit under the gym's key (`['gyms', id, 'contests']`); everything about one
 * contest under `['contests', id]` (its page, participants, start lists, results), so one invalidation refreshes them
 * all. Every write of the structure answers the whole contest, put in the cache at once.
 */

export const contestAdminKeys = {
  gymList: (gymId: number) => ['gyms', gymId, 'contests'] as const,
  gymPage: (gymId: number, page: number) => ['gyms', gymId, 'contests', page] as const,
  participants: (id: number) => ['contests', id, 'participants'] as const,
  participantList: (id: number, query: ContestParticipantListQuery) => ['contests', id, 'participants', query] as const,
  startLists: (id: number) => ['contests', id, 'start_lists'] as const,
};

export const CONTESTS_PER_ADMIN_PAGE = 25;
export const PARTICIPANTS_PER_PAGE = 50;

/** `GET gyms/{id}/contests.json`: every contest of the gym, drafts and private ones too. */
export const useGymContests = (gymId: number, page: number) =>
  useQuery({
    queryKey: contestAdminKeys.gymPage(gymId, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymContests, {
        params: { id: gymId },
        query: { page, per_page: CONTESTS_PER_ADMIN_PAGE },
        signal,
      }),
  });

/** The contest as the server now has it: in the cache at once, its lists and the gym's list read again. */
export function contestChanged(record: Contest): Contest {
  queryClient.setQueryData(contestKeys.one(record.id), record);
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'contests' && query.queryKey[1] === record.id && query.queryKey.length > 2,
  });
  void queryClient.invalidateQueries({ queryKey: contestAdminKeys.gymList(record.gym_id) });
  void queryClient.invalidateQueries({ queryKey: ['contests', 'list'] });
  return record;
}

export const createContest = (gymId: number, body: ContestInput) =>
  callEndpoint(endpoint.createContest, { params: { id: gymId }, body }).then(contestChanged);

export const updateContest = (id: number, body: ContestUpdateInput) =>
  callEndpoint(endpoint.updateContest, { params: { id }, body }).then(contestChanged);

export async function deleteContest(record: Pick<Contest, 'id' | 'gym_id'>) {
  await callEndpoint(endpoint.deleteContest, { params: { id: record.id } });
  queryClient.removeQueries({ queryKey: contestKeys.one(record.id) });
  void queryClient.invalidateQueries({ queryKey: contestAdminKeys.gymList(record.gym_id) });
  void queryClient.invalidateQueries({ queryKey: ['contests', 'list'] });
}

export const uploadContestBanner = (
  id: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) =>
  uploadToEndpoint(endpoint.uploadContestBanner, { params: { id }, body: { file }, onProgress, signal }).then(
    contestChanged,
  );

export const deleteContestBanner = (id: number) =>
  callEndpoint(endpoint.deleteContestBanner, { params: { id } }).then(contestChanged);

// ---------------------------------------------------------------- structure

export const structure = {
  createCategory: (contestId: number, body: ContestCategoryInput) =>
    callEndpoint(endpoint.createContestCategory, { params: { id: contestId }, body }).then(contestChanged),
  updateCategory: (id: number, body: ContestCategoryUpdateInput) =>
    callEndpoint(endpoint.updateContestCategory, { params: { id }, body }).then(contestChanged),
  deleteCategory: (id: number) => callEndpoint(endpoint.deleteContestCategory, { params: { id } }).then(contestChanged),
  createWave: (contestId: number, body: ContestWaveInput) =>
    callEndpoint(endpoint.createContestWave, { params: { id: contestId }, body }).then(contestChanged),
  updateWave: (id: number, body: ContestWaveUpdateInput) =>
    callEndpoint(endpoint.updateContestWave, { params: { id }, body }).then(contestChanged),
  deleteWave: (id: number) => callEndpoint(endpoint.deleteContestWave, { params: { id } }).then(contestChanged),
  createTeam: (contestId: number, body: ContestTeamInput) =>
    callEndpoint(endpoint.createContestTeam, { params: { id: contestId }, body }).then(contestChanged),
  updateTeam: (id: number, body: ContestTeamInput) =>
    callEndpoint(endpoint.updateContestTeam, { params: { id }, body }).then(contestChanged),
  deleteTeam: (id: number) => callEndpoint(endpoint.deleteContestTeam, { params: { id } }).then(contestChanged),
  createStage: (contestId: number, body: ContestStageInput) =>
    callEndpoint(endpoint.createContestStage, { params: { id: contestId }, body }).then(contestChanged),
  updateStage: (id: number, body: ContestStageUpdateInput) =>
    callEndpoint(endpoint.updateContestStage, { params: { id }, body }).then(contestChanged),
  deleteStage: (id: number) => callEndpoint(endpoint.deleteContestStage, { params: { id } }).then(contestChanged),
  createStep: (stageId: number, body: ContestStepInput) =>
    callEndpoint(endpoint.createContestStep, { params: { id: stageId }, body }).then(contestChanged),
  updateStep: (id: number, body: ContestStepUpdateInput) =>
    callEndpoint(endpoint.updateContestStep, { params: { id }, body }).then(contestChanged),
  deleteStep: (id: number) => callEndpoint(endpoint.deleteContestStep, { params: { id } }).then(contestChanged),
  createRouteGroup: (stepId: number, body: ContestRouteGroupInput) =>
    callEndpoint(endpoint.createContestRouteGroup, { params: { id: stepId }, body }).then(contestChanged),
  updateRouteGroup: (id: number, body: ContestRouteGroupUpdateInput) =>
    callEndpoint(endpoint.updateContestRouteGroup, { params: { id }, body }).then(contestChanged),
  deleteRouteGroup: (id: number) =>
    callEndpoint(endpoint.deleteContestRouteGroup, { params: { id } }).then(contestChanged),
};

// ---------------------------------------------------------------- participants

/** `GET contests/{id}/contest_participants.json`: one page, by bib number. Never kept for offline reading. */
export const useContestParticipants = (contestId: number, query: ContestParticipantListQuery) =>
  useQuery({
    queryKey: contestAdminKeys.participantList(contestId, query),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listContestParticipants, { params: { id: contestId }, query, signal }),
    placeholderData: keepPreviousData,
    meta: { offline: false },
  });

/** `GET contests/{id}/start_lists.json`. */
export const useContestStartLists = (contestId: number, enabled = true) =>
  useQuery({
    queryKey: contestAdminKeys.startLists(contestId),
    queryFn: ({ signal }) => callEndpoint(endpoint.listContestStartLists, { params: { id: contestId }, signal }),
    enabled,
    meta: { offline: false },
  });

/** A participant changed: the contest (its counts, places left) and its lists read again. */
function participantsChanged(contestId: number) {
  void queryClient.invalidateQueries({ queryKey: contestKeys.one(contestId) });
}

export async function createContestParticipant(contestId: number, body: ContestParticipantInput) {
  const participant = await callEndpoint(endpoint.createContestParticipant, { params: { id: contestId }, body });
  participantsChanged(contestId);
  return participant;
}

export async function updateContestParticipant(contestId: number, id: number, body: ContestParticipantUpdateInput) {
  const participant = await callEndpoint(endpoint.updateContestParticipant, { params: { id }, body });
  participantsChanged(contestId);
  return participant;
}

export async function deleteContestParticipant(contestId: number, id: number) {
  await callEndpoint(endpoint.deleteContestParticipant, { params: { id } });
  participantsChanged(contestId);
}

export const sendContestParticipantToken = (id: number) =>
  callEndpoint(endpoint.sendContestParticipantToken, { params: { id } });

export const previewContestParticipantImport = (contestId: number, body: ContestParticipantImportInput) =>
  callEndpoint(endpoint.previewContestParticipantImport, { params: { id: contestId }, body });

export async function importContestParticipants(
  contestId: number,
  body: ContestParticipantImportInput,
  onProgress: (done: number, total: number) => void,
): Promise<ContestParticipantImportResult> {
  const result = await runStreamedImport<ContestParticipantImportResult>(
    endpoint.importContestParticipants,
    { id: contestId },
    body,
    onProgress,
  );
  participantsChanged(contestId);
  return result;
}

// ---------------------------------------------------------------- results

/** `PUT contests/{id}/results.json`: one result entered or cleared; the rankings read again. */
export async function enterContestResult(contestId: number, body: ContestResultInput) {
  const result = await callEndpoint(endpoint.enterContestResult, { params: { id: contestId }, body });
  void queryClient.invalidateQueries({ queryKey: [...contestKeys.one(contestId), 'results'] });
  return result;
}
