import { type SQL, sql } from 'drizzle-orm';
import { gymRoutes, gymSpaces, gyms } from '../../db/schema';
import type { IndoorLabelKind } from './record-labels';

/**
 * The ids of a gym's records of a kind, as a subquery other domains join on (the media's moderation lists, through
 * `composition.ts`): never loaded, however many routes the gym has. Each reads one index on `gym_id`.
 */
export function gymRecordIds(kind: IndoorLabelKind, gymId: number): SQL {
  switch (kind) {
    case 'gyms':
      return sql`select ${gyms.id} from ${gyms} where ${gyms.id} = ${gymId}`;
    case 'gym_spaces':
      return sql`select ${gymSpaces.id} from ${gymSpaces} where ${gymSpaces.gym_id} = ${gymId}`;
    case 'gym_routes':
      return sql`select ${gymRoutes.id} from ${gymRoutes} where ${gymRoutes.gym_id} = ${gymId}`;
  }
}
