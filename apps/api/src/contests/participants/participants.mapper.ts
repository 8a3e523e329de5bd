import type { ContestParticipant, ContestParticipantOwn, ContestParticipantPublic, Locale } from '@climb/contracts';
import type { ParticipantDetailRow, ParticipantRow } from './participants.repository';

/** A participant as the public sees them: no date of birth, no e-mail, no account. */
export function toContestParticipantPublic(row: ParticipantRow): ContestParticipantPublic {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    bib_number: row.bib_number,
    club: row.club,
    gender: row.gender,
    contest_category_id: row.contest_category_id,
    contest_wave_id: row.contest_wave_id,
    contest_team_id: row.contest_team_id,
  };
}

/** A participant as their token or account reads them. */
export function toContestParticipantOwn(
  row: ParticipantDetailRow,
  waitingPosition: number | null,
): ContestParticipantOwn {
  return {
    ...toContestParticipantPublic(row),
    contest_id: row.contest_id,
    state: row.state,
    waiting_position: waitingPosition,
    category_name: row.category_name,
    wave_name: row.wave_name,
    team_name: row.team_name,
  };
}

/** A participant as the organisers see them. */
export function toContestParticipant(row: ParticipantDetailRow, waitingPosition: number | null): ContestParticipant {
  return {
    ...toContestParticipantOwn(row, waitingPosition),
    date_of_birth: row.date_of_birth,
    email: row.email,
    user_id: row.user_id,
    language: row.language as Locale,
    created_at: row.created_at.toISOString(),
  };
}
