import { isBuilt } from '../../lib/built-pages';

export interface AccountLink {
  to: string;
  labelKey: string;
  /** Shows the unread dot. */
  notifications?: boolean;
}

const LINKS: AccountLink[] = [
  { to: '/notifications', labelKey: 'account.notifications', notifications: true },
  { to: '/home', labelKey: 'account.profile' },
  { to: '/home/settings', labelKey: 'account.settings' },
];

/** The signed-in climber's links (menu and drawer), among the pages that exist. */
export function accountLinks(): AccountLink[] {
  return LINKS.filter((link) => isBuilt(link.to));
}
