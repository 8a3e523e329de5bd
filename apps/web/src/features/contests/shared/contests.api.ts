import type {
  ContestGender,
  ContestMyContest,
  ContestRegistration,
  ContestRegistrationInput,
  ContestResult,
  ContestSelfResultInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';

/*
 * The contests' reads and writes. Keys follow the API's resources: `['contests', id]` is everything about one contest
 * (its page, its results, the participant's own page), so one invalidation refreshes them all.
 */

export const contestKeys = {
  all: ['contests'] as const,
  list: (when: ContestWhen, page: number, near: ContestNear | null) =>
    ['contests', 'list', when, page, near?.latitude ?? null, near?.longitude ?? null] as const,
  upcoming: ['current_users', 'upcoming_contests'] as const,
  one: (id: number) => ['contests', id] as const,
  results: (id: number, filter: ContestResultsFilter) =>
    ['contests', id, 'results', filter.categoryId ?? null, filter.gender ?? null] as const,
  /** The participant's own page: keyed by the contest alone, the token stays out of keys. */
  mine: (id: number) => ['contests', id, 'my_contest'] as const,
};

export type ContestWhen = 'upcoming' | 'past';
export interface ContestNear {
  latitude: number;
  longitude: number;
}
export interface ContestResultsFilter {
  categoryId?: number | null;
  gender?: ContestGender | null;
}

export const CONTESTS_PER_PAGE = 20;

/** `GET contests.json`: one page of the contests open to all, upcoming (nearest first with a place) or past. */
export function contestsQuery(when: ContestWhen, page: number, near: ContestNear | null = null) {
  return queryOptions({
    queryKey: contestKeys.list(when, page, near),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listContests, {
        query: {
          when,
          page,
          per_page: CONTESTS_PER_PAGE,
          ...(near ? { latitude: near.latitude, longitude: near.longitude } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useContests = (when: ContestWhen, page: number, near: ContestNear | null = null) =>
  useQuery(contestsQuery(when, page, near));

/** `GET contests/{id}.json`: the contest with its gym and structure (categories, waves, teams, stages). */
export function contestQuery(id: number) {
  return queryOptions({
    queryKey: contestKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getContest, { params: { id }, signal }),
  });
}

export const useContest = (id: number) => useQuery(contestQuery(id));

/** `GET contests/{id}/results.json`: the rankings, for one category and gender when given. */
export function contestResultsQuery(id: number, filter: ContestResultsFilter = {}) {
  return queryOptions({
    queryKey: contestKeys.results(id, filter),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getContestResults, {
        params: { id },
        query: {
          ...(filter.categoryId ? { contest_category_id: filter.categoryId } : {}),
          ...(filter.gender ? { gender: filter.gender } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useContestResults = (id: number, filter: ContestResultsFilter = {}) =>
  useQuery(contestResultsQuery(id, filter));

/** `GET current_users/upcoming_contests.json`: the signed-in climber's upcoming contests (after hydration). */
export function upcomingContestsQuery() {
  return queryOptions({
    queryKey: contestKeys.upcoming,
    queryFn: ({ signal }) => callEndpoint(endpoint.listUpcomingContests, { signal, handleAuthErrors: false }),
  });
}

export const useUpcomingContests = (enabled: boolean) => useQuery({ ...upcomingContestsQuery(), enabled });

/**
 * `POST contests/{id}/my_contest.json`: the participant's own page, read with the device's token (a POST keeps the
 * token out of addresses). No token: nothing asked.
 */
export function myContestQuery(id: number, token: string | null) {
  return queryOptions({
    queryKey: contestKeys.mine(id),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getMyContest, {
        params: { id },
        body: { token: token ?? '' },
        signal,
        handleAuthErrors: false,
      }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
}

export const useMyContest = (id: number, token: string | null) => useQuery(myContestQuery(id, token));

/**
 * `POST contests/{id}/registrations.json`. A robot's 403 and a 429 are the form's to tell: no move to another page
 * here.
 */
export async function registerForContest(id: number, body: ContestRegistrationInput): Promise<ContestRegistration> {
  const registration = await callEndpoint(endpoint.registerForContest, {
    params: { id },
    body,
    handleAuthErrors: false,
  });
  void queryClient.invalidateQueries({ queryKey: contestKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: contestKeys.upcoming });
  return registration;
}

/** `POST contests/{id}/registrations/cancel.json`: the participant cancels with their token. */
export async function cancelContestRegistration(id: number, token: string) {
  const participant = await callEndpoint(endpoint.cancelContestRegistration, {
    params: { id },
    body: { token },
    handleAuthErrors: false,
  });
  void queryClient.invalidateQueries({ queryKey: contestKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: contestKeys.upcoming });
  return participant;
}

/** Puts one result into the participant's page as it will read (the server's answer, or what was sent). */
export function withResult(page: ContestMyContest, result: ContestResult): ContestMyContest {
  return {
    ...page,
    steps: page.steps.map((step) =>
      step.routes.some((route) => route.id === result.contest_route_id)
        ? {
            ...step,
            results: [...step.results.filter((kept) => kept.contest_route_id !== result.contest_route_id), result],
          }
        : step,
    ),
  };
}

/** Takes a route's result out of the participant's page (a result cleared). */
export function withoutResult(page: ContestMyContest, routeId: number): ContestMyContest {
  return {
    ...page,
    steps: page.steps.map((step) => ({
      ...step,
      results: step.results.filter((kept) => kept.contest_route_id !== routeId),
    })),
  };
}

/**
 * `PUT contests/{id}/my_contest/results.json`: the participant's own result. The page shows it at once; the
 * server's answer replaces it, and a refusal puts the page back as it was.
 */
export async function enterMyContestResult(id: number, body: ContestSelfResultInput): Promise<ContestResult | null> {
  const key = contestKeys.mine(id);
  const before = queryClient.getQueryData<ContestMyContest>(key);
  if (before) {
    queryClient.setQueryData<ContestMyContest>(
      key,
      body.clear ? withoutResult(before, body.contest_route_id) : withResult(before, optimisticResult(body)),
    );
  }
  try {
    const result = await callEndpoint(endpoint.enterMyContestResult, {
      params: { id },
      body,
      handleAuthErrors: false,
    });
    const now = queryClient.getQueryData<ContestMyContest>(key);
    if (now) {
      queryClient.setQueryData<ContestMyContest>(
        key,
        result ? withResult(now, result) : withoutResult(now, body.contest_route_id),
      );
    }
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: [...contestKeys.one(id), 'results'] });
    return result;
  } catch (error) {
    if (before) queryClient.setQueryData(key, before);
    throw error;
  }
}

function optimisticResult(body: ContestSelfResultInput): ContestResult {
  return {
    contest_route_id: body.contest_route_id,
    topped: body.topped ?? false,
    top_attempt: body.top_attempt ?? null,
    zone: body.zone ?? false,
    zone_1_attempt: body.zone_1_attempt ?? null,
    zone_2_attempt: body.zone_2_attempt ?? null,
    attempts: body.attempts ?? null,
    hold_number: body.hold_number ?? null,
    hold_plus: body.hold_plus ?? false,
    time_ms: body.time_ms ?? null,
    source: 'participant',
    updated_at: new Date().toISOString(),
  };
}
