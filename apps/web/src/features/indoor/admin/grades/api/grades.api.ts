import type {
  GymClimbingStylesInput,
  GymDifficultySystemInput,
  GymGradeInput,
  GymGradeLineInput,
  GymGradeLineUpdateInput,
  GymGradeUpdateInput,
  GymLevelsInput,
  GymRankingSystemsInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../../lib/endpoint-client';
import { queryClient } from '../../../../../lib/query-client';
import { gymKeys } from '../../../shared/gyms.api';

/*
 * The grades tools' calls. Everything is kept under the gym's key (`['gyms', id]`): what a tool saves (levels,
 * styles, systems) is what the gym's public pages, its ranking and the dashboard's first steps show, refreshed with
 * it.
 */

/** How many grade systems a page of the list shows. */
export const GRADES_PER_PAGE = 25;

export const gradesKeys = {
  gym: (gymId: number) => ['gyms', gymId] as const,
  list: (gymId: number, page: number) => ['gyms', gymId, 'gym_grades', page] as const,
  grade: (gymId: number, gradeId: number) => ['gyms', gymId, 'gym_grade', gradeId] as const,
  line: (lineId: number) => ['gym_grade_lines', lineId] as const,
  /** The public pages' own key of the scales (`shared/gyms.api.ts`). */
  levels: gymKeys.levels,
  styles: (gymId: number) => ['gyms', gymId, 'climbing_styles'] as const,
  rankingSystems: (gymId: number) => ['gyms', gymId, 'ranking_systems'] as const,
  difficultySystem: (gymId: number) => ['gyms', gymId, 'difficulty_system'] as const,
};

/** What a write changed: the gym's own data, read again by whatever shows it. */
function refreshGym(gymId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gradesKeys.gym(gymId) });
}

export function useGymGrades(gymId: number, page: number) {
  return useQuery({
    queryKey: gradesKeys.list(gymId, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymGrades, {
        params: { id: gymId },
        query: { page, per_page: GRADES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function gymGradeQuery(gymId: number, gradeId: number) {
  return queryOptions({
    queryKey: gradesKeys.grade(gymId, gradeId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymGrade, { params: { id: gradeId }, signal }),
    staleTime: 0,
  });
}

export function useGymGrade(gymId: number, gradeId: number) {
  return useQuery(gymGradeQuery(gymId, gradeId));
}

export function useGymGradeLine(lineId: number) {
  return useQuery({
    queryKey: gradesKeys.line(lineId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymGradeLine, { params: { id: lineId }, signal }),
    staleTime: 0,
  });
}

export async function createGymGrade(gymId: number, body: GymGradeInput) {
  const grade = await callEndpoint(endpoint.createGymGrade, { params: { id: gymId }, body });
  await refreshGym(gymId);
  return grade;
}

export async function updateGymGrade(gymId: number, gradeId: number, body: GymGradeUpdateInput) {
  const grade = await callEndpoint(endpoint.updateGymGrade, { params: { id: gradeId }, body });
  queryClient.setQueryData(gradesKeys.grade(gymId, gradeId), grade);
  await refreshGym(gymId);
  return grade;
}

export async function deleteGymGrade(gymId: number, gradeId: number) {
  await callEndpoint(endpoint.deleteGymGrade, { params: { id: gradeId } });
  queryClient.removeQueries({ queryKey: gradesKeys.grade(gymId, gradeId) });
  await refreshGym(gymId);
}

export async function createGymGradeLine(gymId: number, gradeId: number, body: GymGradeLineInput) {
  const line = await callEndpoint(endpoint.createGymGradeLine, { params: { id: gradeId }, body });
  await refreshGym(gymId);
  return line;
}

export async function updateGymGradeLine(gymId: number, lineId: number, body: GymGradeLineUpdateInput) {
  const line = await callEndpoint(endpoint.updateGymGradeLine, { params: { id: lineId }, body });
  queryClient.setQueryData(gradesKeys.line(lineId), line);
  await refreshGym(gymId);
  return line;
}

export async function deleteGymGradeLine(gymId: number, lineId: number) {
  await callEndpoint(endpoint.deleteGymGradeLine, { params: { id: lineId } });
  queryClient.removeQueries({ queryKey: gradesKeys.line(lineId) });
  await refreshGym(gymId);
}

/** `PUT gym_grades/{id}/gym_grade_lines/order.json`: the system in its new order, shown at once. */
export async function reorderGymGradeLines(gymId: number, gradeId: number, ids: number[]) {
  const grade = await callEndpoint(endpoint.reorderGymGradeLines, { params: { id: gradeId }, body: { ids } });
  queryClient.setQueryData(gradesKeys.grade(gymId, gradeId), grade);
  return grade;
}

export function useGymLevels(gymId: number) {
  return useQuery({
    queryKey: gradesKeys.levels(gymId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymLevels, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}

export async function updateGymLevels(gymId: number, body: GymLevelsInput) {
  const levels = await callEndpoint(endpoint.updateGymLevels, { params: { id: gymId }, body });
  queryClient.setQueryData(gradesKeys.levels(gymId), levels);
  await refreshGym(gymId);
  return levels;
}

export function useGymClimbingStyles(gymId: number) {
  return useQuery({
    queryKey: gradesKeys.styles(gymId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymClimbingStyles, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}

export async function updateGymClimbingStyles(gymId: number, body: GymClimbingStylesInput) {
  const styles = await callEndpoint(endpoint.updateGymClimbingStyles, { params: { id: gymId }, body });
  queryClient.setQueryData(gradesKeys.styles(gymId), styles);
  await refreshGym(gymId);
  return styles;
}

export function useGymRankingSystems(gymId: number) {
  return useQuery({
    queryKey: gradesKeys.rankingSystems(gymId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymRankingSystems, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}

export async function updateGymRankingSystems(gymId: number, body: GymRankingSystemsInput) {
  const systems = await callEndpoint(endpoint.updateGymRankingSystems, { params: { id: gymId }, body });
  queryClient.setQueryData(gradesKeys.rankingSystems(gymId), systems);
  await refreshGym(gymId);
  return systems;
}

export function useGymDifficultySystem(gymId: number) {
  return useQuery({
    queryKey: gradesKeys.difficultySystem(gymId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymDifficultySystem, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}

export async function setGymDifficultySystem(gymId: number, body: GymDifficultySystemInput) {
  const system = await callEndpoint(endpoint.setGymDifficultySystem, { params: { id: gymId }, body });
  queryClient.setQueryData(gradesKeys.difficultySystem(gymId), system);
  await refreshGym(gymId);
  return system;
}
