import {
  IconBell,
  IconDots,
  IconLock,
  IconPhoto,
  IconShieldLock,
  IconUser,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';

/** The children of `/home/settings` (spec §2.3), in the order of its navigation. */
export const SETTINGS_SECTIONS = [
  'general',
  'avatar',
  'banner',
  'connection',
  'notifications',
  'privacy',
  'partner',
  'others',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_PATH = '/home/settings';

export const sectionPath = (section: SettingsSection) => `${SETTINGS_PATH}/${section}`;

export const SECTION_ICONS: Record<SettingsSection, typeof IconUser> = {
  general: IconUser,
  avatar: IconUserCircle,
  banner: IconPhoto,
  connection: IconLock,
  notifications: IconBell,
  privacy: IconShieldLock,
  partner: IconUsers,
  others: IconDots,
};
