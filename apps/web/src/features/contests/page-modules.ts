import type { PageModule } from '../../lib/page-module';

const GYM = '/gyms/:gymId?/:gymName?';
const CONTEST = `${GYM}/contests/:contestId?/:contestName?`;
const ADMIN = `${GYM}/admins/contests`;

/** The contest pages (docs/domain/contests.md): the public ones, then the organisers'. */
export const CONTEST_PAGE_MODULES: Record<string, PageModule> = {
  '/contests': () => import('./public/pages/contests-page'),
  [CONTEST]: () => import('./public/pages/contest-page'),
  [`${CONTEST}/my-contest`]: () => import('./public/pages/my-contest-page'),
  [`${CONTEST}/results`]: () => import('./public/pages/contest-results-page'),
  [ADMIN]: () => import('./admin/pages/gym-admin-contests-page'),
  [`${ADMIN}/new`]: () => import('./admin/pages/gym-admin-contest-new-page'),
  [`${ADMIN}/:contestId`]: () => import('./admin/pages/gym-admin-contest-page'),
  [`${ADMIN}/:contestId/banner`]: () => import('./admin/pages/gym-admin-contest-banner-page'),
  [`${ADMIN}/:contestId/edit`]: () => import('./admin/pages/gym-admin-contest-edit-page'),
  [`${ADMIN}/:contestId/participants`]: () => import('./admin/pages/gym-admin-contest-participants-page'),
  [`${ADMIN}/:contestId/teams`]: () => import('./admin/pages/gym-admin-contest-teams-page'),
  [`${ADMIN}/:contestId/results`]: () => import('./admin/pages/gym-admin-contest-results-page'),
};
