import type { CurrentUser } from '@climb/contracts';
import {
  IconBell,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconFlag,
  IconHeart,
  IconMail,
  IconMap,
  IconNotebook,
  IconPhoto,
  IconPlus,
  IconSettings,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import { isBuilt } from '../../lib/built-pages';

export interface AccountLink {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Shows the unread dot. */
  notifications?: boolean;
  /** Site administration: shown to site administrators only. */
  siteAdmin?: boolean;
}

const LINKS: AccountLink[] = [
  { to: '/notifications', labelKey: 'account.notifications', icon: IconBell, notifications: true },
  { to: '/home', labelKey: 'account.profile', icon: IconUser },
  { to: '/ascents/outdoor/new', labelKey: 'ascents.add', icon: IconPlus },
  { to: '/home/ascents/outdoor', labelKey: 'account.logbook', icon: IconNotebook },
  { to: '/home/climbing-sessions', labelKey: 'account.climbingSessions', icon: IconCalendarEvent },
  { to: '/maps/my-map', labelKey: 'account.myMap', icon: IconMap },
  { to: '/home/favorites', labelKey: 'account.favorites', icon: IconHeart },
  { to: '/home/media', labelKey: 'account.media', icon: IconPhoto },
  { to: '/home/settings', labelKey: 'account.settings', icon: IconSettings },
  { to: '/admin/reports', labelKey: 'account.reports', icon: IconFlag, siteAdmin: true },
  { to: '/admin/outbox', labelKey: 'account.outbox', icon: IconMail, siteAdmin: true },
  { to: '/gym-administrations', labelKey: 'account.gymAdministrations', icon: IconBuildingCommunity, siteAdmin: true },
];

/** The signed-in climber's links (menu and drawer), among the pages that exist and that they may open. */
export function accountLinks(user: Pick<CurrentUser, 'super_admin'>): AccountLink[] {
  return LINKS.filter((link) => isBuilt(link.to) && (!link.siteAdmin || user.super_admin));
}

/** A gym the climber administers, as the account menu and the drawer list it: its name, to its page. */
export interface AdministeredGymLink {
  to: string;
  name: string;
}

/**
 * "My gyms": the gyms the climber administers (`administered_gyms`), each to its page; empty for a climber on no
 * gym's staff, whose menu then shows no such section.
 */
export function administeredGymLinks(user: Pick<CurrentUser, 'administered_gyms'>): AdministeredGymLink[] {
  return user.administered_gyms
    .map((gym) => ({ to: `/gyms/${gym.id}/${gym.slug_name}`, name: gym.name }))
    .filter((link) => isBuilt(link.to));
}
