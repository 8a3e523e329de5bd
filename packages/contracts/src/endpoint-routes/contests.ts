/** Contests: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listContests = { method: 'GET', path: '/contests.json' } as const;
export const listGymContests = { method: 'GET', path: '/gyms/{id}/contests.json' } as const;
export const createContest = { method: 'POST', path: '/gyms/{id}/contests.json' } as const;
export const getContest = { method: 'GET', path: '/contests/{id}.json' } as const;
export const updateContest = { method: 'PUT', path: '/contests/{id}.json' } as const;
export const deleteContest = { method: 'DELETE', path: '/contests/{id}.json' } as const;
export const uploadContestBanner = { method: 'POST', path: '/contests/{id}/banner.json' } as const;
export const deleteContestBanner = { method: 'DELETE', path: '/contests/{id}/banner.json' } as const;
export const createContestCategory = { method: 'POST', path: '/contests/{id}/contest_categories.json' } as const;
export const updateContestCategory = { method: 'PUT', path: '/contest_categories/{id}.json' } as const;
export const deleteContestCategory = { method: 'DELETE', path: '/contest_categories/{id}.json' } as const;
export const createContestWave = { method: 'POST', path: '/contests/{id}/contest_waves.json' } as const;
export const updateContestWave = { method: 'PUT', path: '/contest_waves/{id}.json' } as const;
export const deleteContestWave = { method: 'DELETE', path: '/contest_waves/{id}.json' } as const;
export const createContestTeam = { method: 'POST', path: '/contests/{id}/contest_teams.json' } as const;
export const updateContestTeam = { method: 'PUT', path: '/contest_teams/{id}.json' } as const;
export const deleteContestTeam = { method: 'DELETE', path: '/contest_teams/{id}.json' } as const;
export const createContestStage = { method: 'POST', path: '/contests/{id}/contest_stages.json' } as const;
export const updateContestStage = { method: 'PUT', path: '/contest_stages/{id}.json' } as const;
export const deleteContestStage = { method: 'DELETE', path: '/contest_stages/{id}.json' } as const;
export const createContestStep = { method: 'POST', path: '/contest_stages/{id}/contest_steps.json' } as const;
export const updateContestStep = { method: 'PUT', path: '/contest_steps/{id}.json' } as const;
export const deleteContestStep = { method: 'DELETE', path: '/contest_steps/{id}.json' } as const;
export const createContestRouteGroup = {
  method: 'POST',
  path: '/contest_steps/{id}/contest_route_groups.json',
} as const;
export const updateContestRouteGroup = { method: 'PUT', path: '/contest_route_groups/{id}.json' } as const;
export const deleteContestRouteGroup = { method: 'DELETE', path: '/contest_route_groups/{id}.json' } as const;
export const registerForContest = { method: 'POST', path: '/contests/{id}/registrations.json' } as const;
export const cancelContestRegistration = { method: 'POST', path: '/contests/{id}/registrations/cancel.json' } as const;
export const listContestParticipants = { method: 'GET', path: '/contests/{id}/contest_participants.json' } as const;
export const createContestParticipant = { method: 'POST', path: '/contests/{id}/contest_participants.json' } as const;
export const updateContestParticipant = { method: 'PUT', path: '/contest_participants/{id}.json' } as const;
export const deleteContestParticipant = { method: 'DELETE', path: '/contest_participants/{id}.json' } as const;
export const sendContestParticipantToken = { method: 'POST', path: '/contest_participants/{id}/token.json' } as const;
export const listContestStartLists = { method: 'GET', path: '/contests/{id}/start_lists.json' } as const;
export const previewContestParticipantImport = {
  method: 'POST',
  path: '/contests/{id}/participant_imports/preview.json',
} as const;
export const importContestParticipants = { method: 'POST', path: '/contests/{id}/participant_imports.json' } as const;
export const listUpcomingContests = { method: 'GET', path: '/current_users/upcoming_contests.json' } as const;
export const getContestResults = { method: 'GET', path: '/contests/{id}/results.json' } as const;
export const enterContestResult = { method: 'PUT', path: '/contests/{id}/results.json' } as const;
export const getMyContest = { method: 'POST', path: '/contests/{id}/my_contest.json' } as const;
export const enterMyContestResult = { method: 'PUT', path: '/contests/{id}/my_contest/results.json' } as const;
