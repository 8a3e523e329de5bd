import type { PageModule } from '../../lib/page-module';

/** Lazily loaded modules of the personal area pages, keyed by their PAGES path. */
export const SETTINGS_PAGE_MODULES: Record<string, PageModule> = {
  '/home': () => import('./pages/profile-page'),
  '/home/settings': () => import('./pages/settings-page'),
  '/home/settings/general': () => import('./pages/settings-general-page'),
  '/home/settings/avatar': () => import('./pages/settings-avatar-page'),
  '/home/settings/banner': () => import('./pages/settings-banner-page'),
  '/home/settings/connection': () => import('./pages/settings-connection-page'),
  '/home/settings/notifications': () => import('./pages/settings-notifications-page'),
  '/home/settings/privacy': () => import('./pages/settings-privacy-page'),
  '/home/settings/partner': () => import('./pages/settings-partner-page'),
  '/home/settings/others': () => import('./pages/settings-others-page'),
  '/delete-account': () => import('./pages/delete-account-page'),
  '/success-account-deleting': () => import('./pages/success-account-deleting-page'),
  '/organizations/new': () => import('./pages/organization-new-page'),
  '/organizations/:organizationId?/:organizationName?/edit': () => import('./pages/organization-edit-page'),
  '/organizations/:organizationId?/:organizationName?': () => import('./pages/organization-page'),
};
