import type { AscentCragRoute, ClimberRef, ClimbingType, CragRouteSummary, PublicAscent } from '@climb/contracts';
import { variantKey } from '../../media/image-variants';
import { toCragRouteSummary } from '../../outdoor/outdoor.public';
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
  // Left joins: the route's columns are all null once it was deleted, the crag's once it was.
  const {
    route_id: id,
    route_name_now: name,
    route_slug_name: slug_name,
    route_climbing_type: climbing_type,
    route_pitches_count: pitches_count,
    route_note_count: note_count,
    route_ascents_count: ascents_count,
    crag_id,
    crag_name,
    crag_slug_name,
  } = row;
  if (
    id === null ||
    name === null ||
    slug_name === null ||
    climbing_type === null ||
    pitches_count === null ||
    note_count === null ||
    ascents_count === null ||
    crag_id === null ||
    crag_name === null ||
    crag_slug_name === null
  ) {
    return null;
  }
  return toCragRouteSummary(
    {
      id,
      name,
      slug_name,
      climbing_type,
      height: row.route_height,
      pitches_count,
      grade_min_value: row.route_grade_min_value,
      grade_max_value: row.route_grade_max_value,
      grade_text: row.route_grade_text,
      note: row.route_note,
      note_count,
      ascents_count,
      crag_id,
      crag_name,
      crag_slug_name,
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
    // An outdoor ascent always has its route's name and one of the outdoor types (the columns are wider for indoor).
    route_name: row.route_name ?? '',
    crag:
      row.crag_id !== null && row.crag_name !== null
        ? { id: row.crag_id, name: row.crag_name, slug_name: row.crag_slug_name ?? '' }
        : null,
    climbing_type: row.climbing_type as ClimbingType,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    height: row.height,
    released_at: row.released_at,
    ascent_status: row.ascent_status,
    roping_status: row.roping_status,
    sections: row.sections,
    sections_count: row.sections_count,
    attempt: row.attempt,
    note: row.note,
    hardness_status: row.hardness_status,
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
    ascent_status: row.ascent_status,
    roping_status: row.roping_status,
    note: row.note,
    hardness_status: row.hardness_status,
    comment: row.comment,
  };
}
