import {
  IconApi,
  IconChartBar,
  IconDeviceMobile,
  IconFileText,
  IconLanguage,
  IconLayoutNavbar,
  IconMoon,
  type TablerIcon,
} from '@tabler/icons-react';

export interface ReleaseItem {
  /** Key under `releases.<release key>.items` in the `release-notes` namespace (title and text). */
  key: string;
  icon: TablerIcon;
}

export interface Release {
  version: string;
  /** ISO date (UTC) the release went out. */
  date: string;
  /** Key under `releases` in the `release-notes` namespace (summary and items). */
  key: string;
  items: readonly ReleaseItem[];
}

/** The release notes shown on /new, newest first: a new release is a new first entry and its texts. */
export const RELEASES: readonly Release[] = [
  {
    version: '0.1.0',
    date: '2026-11-23',
    key: 'v0_1_0',
    items: [
      { key: 'languages', icon: IconLanguage },
      { key: 'theme', icon: IconMoon },
      { key: 'install', icon: IconDeviceMobile },
      { key: 'environments', icon: IconLayoutNavbar },
      { key: 'api', icon: IconApi },
      { key: 'audience', icon: IconChartBar },
      { key: 'pages', icon: IconFileText },
    ],
  },
];
