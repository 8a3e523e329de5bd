import { type PageBudget, type PageDefinition, withBudget } from '../platform/page-types';
import type { SETTINGS_PAGE_META } from './settings-page-meta';

type SettingsMetaKey = keyof (typeof SETTINGS_PAGE_META)['fr'];

/** The personal area's pages and forms (docs/decisions/032). */
const SETTINGS_PAGE_BUDGET: PageBudget = { js: 289, css: 52 };

/**
 * The personal area: profile, settings and organizations (spec §2.3), plus the account deletion
 * pages. Static paths come before the patterns that could also match them (`/organizations/new`).
 */
export const SETTINGS_PAGES: readonly PageDefinition<SettingsMetaKey>[] = withBudget(SETTINGS_PAGE_BUDGET, [
  { path: '/home', layout: 'default', access: 'login', meta: 'profile' },
  { path: '/home/settings', layout: 'default', access: 'login', meta: 'settings' },
  { path: '/home/settings/general', layout: 'default', access: 'login', meta: 'settingsGeneral' },
  { path: '/home/settings/avatar', layout: 'default', access: 'login', meta: 'settingsAvatar' },
  { path: '/home/settings/banner', layout: 'default', access: 'login', meta: 'settingsBanner' },
  { path: '/home/settings/connection', layout: 'default', access: 'login', meta: 'settingsConnection' },
  { path: '/home/settings/notifications', layout: 'default', access: 'login', meta: 'settingsNotifications' },
  { path: '/home/settings/privacy', layout: 'default', access: 'login', meta: 'settingsPrivacy' },
  { path: '/home/settings/partner', layout: 'default', access: 'login', meta: 'settingsPartner' },
  { path: '/home/settings/others', layout: 'default', access: 'login', meta: 'settingsOthers' },
  { path: '/delete-account', layout: 'default', access: 'public', meta: 'deleteAccount' },
  { path: '/success-account-deleting', layout: 'default', access: 'public', meta: 'successAccountDeleting', cache: {} },
  { path: '/organizations/new', layout: 'default', access: 'login', meta: 'organizationNew' },
  {
    path: '/organizations/:organizationId?/:organizationName?/edit',
    layout: 'default',
    access: 'login',
    meta: 'organizationEdit',
  },
  {
    path: '/organizations/:organizationId?/:organizationName?',
    layout: 'default',
    access: 'public',
    meta: 'organization',
  },
]);
