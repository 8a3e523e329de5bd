import type { PageDefinition } from '../platform/page-types';
import type { SESSION_PAGE_META } from './session-page-meta';

/**
 * The session pages (spec §2.2: all public). `/notifications` needs an account but is open: a
 * visitor is invited to sign in there rather than redirected (docs/conventions.md).
 */
export const SESSION_PAGES: readonly PageDefinition<keyof (typeof SESSION_PAGE_META)['fr']>[] = [
  { path: '/sign-in', layout: 'default', access: 'public', meta: 'signIn' },
  { path: '/sign-up', layout: 'default', access: 'public', meta: 'signUp' },
  { path: '/reset-password', layout: 'default', access: 'public', meta: 'resetPassword' },
  { path: '/new-password', layout: 'default', access: 'public', meta: 'newPassword' },
  { path: '/notifications', layout: 'default', access: 'public', meta: 'notifications' },
];
