import type { Environment } from '@climb/contracts';
import { IconBuildingSkyscraper, IconMountain, IconUsersGroup } from '@tabler/icons-react';

export const ENVIRONMENT_ICONS: Record<Environment, typeof IconMountain> = {
  outdoor: IconMountain,
  indoor: IconBuildingSkyscraper,
  community: IconUsersGroup,
};
