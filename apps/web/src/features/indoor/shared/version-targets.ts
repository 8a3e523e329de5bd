import { INDOOR_VERSION_ITEM_TYPES, type IndoorVersionItemType, type VersionHistory } from '@climb/contracts';
import {
  firstValue,
  nameSlug,
  type OtherVersionKinds,
  recordIdIn,
  type VersionTarget,
} from '../../../climbing/version-targets';
import { type IndoorEnumGroup, useIndoorLabels } from './indoor-labels';
import { gymChainPath, gymPath, gymSpacePath } from './paths';

/*
 * What the history page needs of the gyms' records: their enum values' labels, and the ways back: the gym's or the
 * chain's page, a space's page, a sector's space and a route's panel in its space. A record's gym and space are read
 * from its history (the values it was created with): the pages put their canonical names back in the address.
 */

const named = (history: VersionHistory) => ({ id: history.item_id, slug_name: nameSlug(history.item_name) });

/** A record of the history by the id one of its fields holds: its gym, its space. */
function idIn(history: VersionHistory, field: string) {
  const id = recordIdIn(firstValue(history, field));
  return id === null ? null : { id, slug_name: '-' };
}

/** The page of the space a sector or a route is in, with the route's panel open for a route. */
function spaceOf(history: VersionHistory, routeId?: number): string | null {
  const gym = idIn(history, 'gym_id');
  const space = idIn(history, 'gym_space_id');
  return gym && space ? gymSpacePath(gym, space, routeId) : null;
}

/** The way back of each indoor kind. */
export const INDOOR_VERSION_TARGETS: Record<IndoorVersionItemType, VersionTarget> = {
  gyms: (history) => gymPath(named(history)),
  gym_chains: (history) => gymChainPath({ id: history.item_id }),
  gym_spaces: (history) => {
    const gym = idIn(history, 'gym_id');
    return gym ? gymSpacePath(gym, named(history)) : null;
  },
  gym_sectors: (history) => spaceOf(history),
  gym_routes: (history) => spaceOf(history, history.item_id),
};

/** The indoor records' fields whose values are the wire values of an enum, and the label group that names them. */
const ENUM_FIELDS: Record<string, IndoorEnumGroup> = {
  climbing_types: 'gym_climbing_types',
  climbing_type: 'route_climbing_types',
  gym_type: 'gym_types',
  hold_colors: 'hold_colors',
  tag_colors: 'hold_colors',
  level_color: 'hold_colors',
};

const INDOOR_KINDS: ReadonlySet<string> = new Set(INDOOR_VERSION_ITEM_TYPES);

/** The gyms' kinds as the history page reads them: their ways back and their values' labels in the reader's language. */
export function useIndoorVersionKinds(): OtherVersionKinds {
  const { label } = useIndoorLabels();
  return {
    targets: INDOOR_VERSION_TARGETS,
    valueLabel: (itemType, field, value) => {
      const group = ENUM_FIELDS[field];
      return group && INDOOR_KINDS.has(itemType) ? label(group, value) : undefined;
    },
  };
}
