import type {
  ClimbingSession,
  ClimbingSessionInput,
  ClimbingSessionSummary,
  PageQuery,
  RecordRef,
} from '@climb/contracts';
import { NotFound } from '../../lib/errors';
import { toClimberRef } from '../ascents/ascent.mapper';
import { findClimbingSessionAscents } from '../ascents/ascent.repository';
import { type LogbookContext, logbookPresenter, presentAscents } from '../ascents/ascent.service';
import { toAscentGymRoute } from '../indoor/gym-ascent.mapper';
import { findClimbingSessionGymAscents } from '../indoor/gym-ascent.repository';
import { toClimbingSessionSummary } from './climbing-session.mapper';
import {
  type ClimbingSessionRow,
  findClimbingSessionByDate,
  findClimbingSessionCrags,
  findClimbingSessionFigures,
  findClimbingSessionGyms,
  findClimbingSessionPartners,
  findClimbingSessionsPage,
  updateClimbingSessionDescription,
} from './climbing-session.repository';

type Actor = { id: number };

/** Places (crags, gyms) grouped by the session they were climbed in, in the order of the rows. */
function bySession(rows: readonly (RecordRef & { climbing_session_id: number })[]): Map<number, RecordRef[]> {
  const grouped = new Map<number, RecordRef[]>();
  for (const row of rows) {
    const list = grouped.get(row.climbing_session_id) ?? [];
    list.push(row);
    grouped.set(row.climbing_session_id, list);
  }
  return grouped;
}

async function summarize(
  context: LogbookContext,
  sessions: readonly ClimbingSessionRow[],
): Promise<ClimbingSessionSummary[]> {
  const ids = sessions.map((session) => session.id);
  const [figures, cragRows, gymRows] = await Promise.all([
    findClimbingSessionFigures(context.db, ids),
    findClimbingSessionCrags(context.db, ids),
    findClimbingSessionGyms(context.db, ids),
  ]);
  const figuresById = new Map(figures.map((row) => [row.climbing_session_id, row]));
  const cragsById = bySession(cragRows);
  const gymsById = bySession(gymRows);
  return sessions.map((session) =>
    toClimbingSessionSummary(
      session,
      figuresById.get(session.id),
      cragsById.get(session.id) ?? [],
      gymsById.get(session.id) ?? [],
    ),
  );
}

/** `GET current_users/climbing_sessions.json`: my climbing days, the last first. */
export async function listClimbingSessions(
  context: LogbookContext,
  user: Actor,
  query: PageQuery,
): Promise<{ sessions: ClimbingSessionSummary[]; total: number }> {
  const { rows, total } = await findClimbingSessionsPage(context.db, user.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { sessions: await summarize(context, rows), total };
}

/** `GET current_users/climbing_sessions/{sessionDate}.json`: the day's ascents (outdoor, indoor), places, partners and figures. */
export async function getClimbingSession(
  context: LogbookContext,
  user: Actor,
  sessionDate: string,
): Promise<ClimbingSession> {
  const session = await findClimbingSessionByDate(context.db, user.id, sessionDate);
  if (!session) throw new NotFound('No climbing session on that day');
  const [[summary], ascentRows, gymAscentRows, partners] = await Promise.all([
    summarize(context, [session]),
    findClimbingSessionAscents(context.db, session.id),
    findClimbingSessionGymAscents(context.db, session.id),
    findClimbingSessionPartners(context.db, session.id),
  ]);
  const presenter = logbookPresenter(context);
  return {
    ...(summary as ClimbingSessionSummary),
    ascents: await presentAscents(context, context.db, ascentRows),
    gym_ascents: gymAscentRows.map(toAscentGymRoute),
    partners: partners.map((partner) => toClimberRef(partner, presenter)),
  };
}

/** `PUT current_users/climbing_sessions/{sessionDate}.json`: a session exists only with its ascents (404 otherwise). */
export async function updateClimbingSession(
  context: LogbookContext,
  user: Actor,
  sessionDate: string,
  input: ClimbingSessionInput,
): Promise<ClimbingSession> {
  const session = await findClimbingSessionByDate(context.db, user.id, sessionDate);
  if (!session) throw new NotFound('No climbing session on that day');
  await updateClimbingSessionDescription(context.db, session.id, input.description || null);
  return getClimbingSession(context, user, sessionDate);
}
