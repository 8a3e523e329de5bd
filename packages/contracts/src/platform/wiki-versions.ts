import { INDOOR_VERSION_ITEM_TYPES } from '../indoor/enums';
import { OUTDOOR_VERSION_ITEM_TYPES } from '../outdoor/enums';

/**
 * Every wiki record whose history is kept, each catalogue's under its own names: the `version_type` of
 * `versions/{version_type}/{id}.json` and the `versionType` of `/versions/{versionType}/{versionId}/changes`.
 */
export const VERSION_ITEM_TYPES = [...OUTDOOR_VERSION_ITEM_TYPES, ...INDOOR_VERSION_ITEM_TYPES] as const;
export type VersionItemType = (typeof VERSION_ITEM_TYPES)[number];
