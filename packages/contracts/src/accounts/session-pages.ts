import { type PageBudget, type PageDefinition, withBudget } from '../platform/page-types';
import type { SESSION_PAGE_META } from './session-page-meta';

type SessionMetaKey = keyof (typeof SESSION_PAGE_META)['fr'];

/** A session form: the UI kit's inputs and the rule messages (docs/decisions/032). */
const SESSION_PAGE_BUDGET: PageBudget = { js: 259, css: 51 };

/**
 * The session pages (spec §2.2: all public). `/notifications` needs an account but is open: a
 * visitor is invited to sign in there rather than redirected (docs/conventions.md).
 */
export const SESSION_PAGES: readonly PageDefinition<SessionMetaKey>[] = withBudget(SESSION_PAGE_BUDGET, [
  { path: '/sign-in', layout: 'default', access: 'public', meta: 'signIn', cache: { reads: ['redirect'] } },
  { path: '/sign-up', layout: 'default', access: 'public', meta: 'signUp', cache: { reads: ['redirect'] } },
  { path: '/reset-password', layout: 'default', access: 'public', meta: 'resetPassword', cache: {} },
  { path: '/new-password', layout: 'default', access: 'public', meta: 'newPassword' },
  // Ours, beside the spec's: the e-mailed link that signs the owner in past the sign-in back-off (docs/decisions/024).
  { path: '/sign-in-link', layout: 'default', access: 'public', meta: 'signInLink' },
  { path: '/notifications', layout: 'default', access: 'public', meta: 'notifications' },
]);
