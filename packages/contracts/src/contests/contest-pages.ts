import type { PageDefinition } from '../platform/page-types';
import type { CONTEST_PAGE_META } from './contest-page-meta';

type ContestMetaKey = keyof (typeof CONTEST_PAGE_META)['fr'];

const GYM = '/gyms/:gymId?/:gymName?';
const CONTEST = `${GYM}/contests/:contestId?/:contestName?`;
const ADMIN = `${GYM}/admins/contests`;
const ORGANISERS = { layout: 'default', access: 'gym_admin', gymRole: 'manage_contests' } as const;
/** A contest's pages show that contest alone: a result moves its version, not the catalogue's. */
const OF_THE_CONTEST = { shows: ['contest:{contestId}'], collection: 'none' } as const;

/**
 * The contest pages (docs/domain/contests.md). The public ones render on the server, kept until the contest changes
 * (`contest:{id}`, moved by every write to it, its participants and results; whether the results are revealed yet is
 * part of what that version reads). `my-contest` is the participant's own (their token stays on the device): rendered
 * in the browser. Static paths come before the patterns that would also match them.
 */
export const CONTEST_PAGES: readonly PageDefinition<ContestMetaKey>[] = [
  {
    path: '/contests',
    layout: 'default',
    access: 'public',
    meta: 'contests',
    cache: { collection: 'contests', reads: ['when', 'page'] },
  },
  { path: `${ADMIN}`, meta: 'gymAdminContests', ...ORGANISERS },
  { path: `${ADMIN}/new`, meta: 'gymAdminContestNew', ...ORGANISERS },
  { path: `${ADMIN}/:contestId`, meta: 'gymAdminContest', ...ORGANISERS },
  { path: `${ADMIN}/:contestId/banner`, meta: 'gymAdminContestBanner', ...ORGANISERS },
  { path: `${ADMIN}/:contestId/edit`, meta: 'gymAdminContestEdit', ...ORGANISERS },
  { path: `${ADMIN}/:contestId/participants`, meta: 'gymAdminContestParticipants', ...ORGANISERS },
  { path: `${ADMIN}/:contestId/teams`, meta: 'gymAdminContestTeams', ...ORGANISERS },
  { path: `${ADMIN}/:contestId/results`, meta: 'gymAdminContestResults', ...ORGANISERS },
  { path: `${CONTEST}/my-contest`, layout: 'contest', access: 'public', meta: 'myContest' },
  {
    path: `${CONTEST}/results`,
    layout: 'contest',
    access: 'public',
    meta: 'contestResults',
    cache: { ...OF_THE_CONTEST, reads: ['category', 'gender'] },
  },
  { path: CONTEST, layout: 'contest', access: 'public', meta: 'contest', cache: OF_THE_CONTEST },
];

/** The contest pages open to visitors whose content is the visitor's own: the participant's page. */
export const CONTEST_BROWSER_PAGES: readonly string[] = [`${CONTEST}/my-contest`];
