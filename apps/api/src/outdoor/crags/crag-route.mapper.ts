import { type CragRoute, consensusValue } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { RouteDetailRow } from './crag-route.repository';
import { toCragRouteSummary } from './crag-summary';

/**
 * `GET crag_routes/{id}.json`: the route with its pitches. Its quality note and hardness are stored
 * as raw means of the votes; they show only from `minVotes` votes (`ASCENT_CONSENSUS_MIN_VOTES`).
 * The fields are added onto the summary rather than spread with it into a new object, which V8 builds
 * through a slow path at this size (as `toCrag`).
 */
export function toCragRoute(row: RouteDetailRow, minVotes: number): CragRoute {
  return Object.assign(toCragRouteSummary(row, minVotes), {
    description: row.description,
    open_year: row.open_year,
    opener: row.opener,
    incline: row.incline,
    start_type: row.start_type,
    reception: row.reception,
    bolt_type: row.bolt_type,
    anchor_type: row.anchor_type,
    pitches: row.pitches,
    note_count: row.note_count,
    hardness_value: consensusValue(row.hardness_value, row.hardness_count, minVotes),
    hardness_count: row.hardness_count,
    climbers_count: row.climbers_count,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
