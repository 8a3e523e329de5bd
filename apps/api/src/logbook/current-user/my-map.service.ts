import type { AscendedCragsFeatureCollection } from '@climb/contracts';
import type { LogbookContext } from '../ascents/ascent.service';
import { toAscendedCragsFeatureCollection } from './my-map.mapper';
import { findAscendedCrags } from './my-map.repository';

/** `GET current_users/ascended_crags_geo_json.json`: the crags I climbed at (`/maps/my-map`). */
export async function ascendedCrags(
  context: LogbookContext,
  user: { id: number },
  minimalistic: boolean,
): Promise<AscendedCragsFeatureCollection> {
  return toAscendedCragsFeatureCollection(await findAscendedCrags(context.db, user.id), minimalistic);
}
