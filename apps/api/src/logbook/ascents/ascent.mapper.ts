import type {
  AscentCragRoute,
  AscentStatus,
  ClimberRef,
  ClimbingType,
  CragRouteSummary,
  HardnessStatus,
  PublicAscent,
  RopingStatus,
} from '@climb/contracts';
import { variantKey } from '../../media/image-variants';
import { toCragRouteSummary } from '../../outdoor/crags/crag-summary';
import type { AscentDetailRow, PartnerRow, PublicAscentRow } from './ascent.repository';

/** What the mappers need besides the rows: the consensus setting and the public URL of a stored file. */
export interface LogbookPresenter {
  minVotes: number;
  fileUrl: (key: string) => string;
}

/** A climber beside an ascent: name, profile slug and avatar thumbnail. */
export function toClimberRef(
  row: { uuid: string; first_name: string; last_name: string; slug_name: string; avatar_key: string | null },
  presenter: Pick<LogbookPresenter, 'fileUrl'>,
): ClimberRef {
  return {
    uuid: row.uuid,
    name: `${row.first_name} ${row.last_name}`.trim(),
    slug_name: row.slug_name,
    avatar_url: row.avatar_key ? presenter.fileUrl(variantKey(row.avatar_key, 'thumbnail')) : null,
  };
}

function routeSummaryOf(row: AscentDetailRow, minVotes: number): CragRouteSummary | null {
  if (row.route_id === null || row.crag_id === null) return null;
  return toCragRouteSummary(
    {
      id: row.route_id,
      name: row.route_name_now,
      slug_name: row.route_slug_name,
      climbing_type: row.route_climbing_type,
      height: row.route_height,
      pitches_count: row.route_pitches_count,
      grade_min_value: row.route_grade_min_value,
      grade_max_value: row.route_grade_max_value,
      grade_text: row.route_grade_text,
      note: row.route_note,
      note_count: row.route_note_count,
      ascents_count: row.route_ascents_count,
      crag_id: row.crag_id,
      crag_name: row.crag_name,
      crag_slug_name: row.crag_slug_name,
      sector_id: row.sector_id,
      sector_name: row.sector_name,
      sector_slug_name: row.sector_slug_name,
    },
    minVotes,
  );
}

/** One of my ascents, as only its author receives it (with the private comment). */
export function toAscentCragRoute(
  row: AscentDetailRow,
  partners: readonly PartnerRow[],
  presenter: LogbookPresenter,
): AscentCragRoute {
  return {
    id: row.id,
    kind: 'crag_route',
    crag_route: routeSummaryOf(row, presenter.minVotes),
    route_name: row.route_name,
    crag:
      row.crag_id !== null && row.crag_name !== null
        ? { id: row.crag_id, name: row.crag_name, slug_name: row.crag_slug_name ?? '' }
        : null,
    climbing_type: row.climbing_type as ClimbingType,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    height: row.height,
    released_at: row.released_at,
    ascent_status: row.ascent_status as AscentStatus,
    roping_status: row.roping_status as RopingStatus | null,
    sections: row.sections,
    sections_count: row.sections_count,
    attempt: row.attempt,
    note: row.note,
    hardness_status: row.hardness_status as HardnessStatus | null,
    comment: row.comment,
    private_comment: row.private_comment,
    partners: partners.map((partner) => toClimberRef(partner, presenter)),
    idempotency_key: row.idempotency_key,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An ascent on a route or crag page: fields are listed one by one, so the private comment never leaks. */
export function toPublicAscent(row: PublicAscentRow, presenter: Pick<LogbookPresenter, 'fileUrl'>): PublicAscent {
  return {
    id: row.id,
    user: toClimberRef(
      {
        uuid: row.user_uuid,
        first_name: row.user_first_name,
        last_name: row.user_last_name,
        slug_name: row.user_slug_name,
        avatar_key: row.user_avatar_key,
      },
      presenter,
    ),
    crag_route: { id: row.route_id, name: row.route_name, slug_name: row.route_slug_name },
    released_at: row.released_at,
    ascent_status: row.ascent_status as AscentStatus,
    roping_status: row.roping_status as RopingStatus | null,
    note: row.note,
    hardness_status: row.hardness_status as HardnessStatus | null,
    comment: row.comment,
  };
}
