import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../src/db/schema';
import type { DomainEvents } from '../../src/lib/domain-events';
import { authHeaders, createUser } from '../factories/users.factory';
import type { TestApp } from '../helpers/test-app';

/** Shared by the current-user test files: calls of the current-user routes and row checks. */
export type Headers = Record<string, string>;

export interface RecordedEvent {
  name: keyof DomainEvents;
  payload: unknown;
}

/** Records the given domain events of the app into `into` (cleared by the caller between tests). */
export function recordEvents(t: TestApp, names: (keyof DomainEvents)[], into: RecordedEvent[]): void {
  for (const name of names) {
    t.app.appContext.events.on(name, (payload) => {
      into.push({ name, payload });
    });
  }
}

/** A climber and the headers of their signed-in calls. */
export async function signedIn(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(t.db, overrides);
  return { user, password, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

export function getCurrentUser(t: TestApp, headers: Headers) {
  return t.app.inject({ method: 'GET', url: '/api/v1/current_users.json', headers });
}

export function putCurrentUser(t: TestApp, headers: Headers, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/current_users.json', headers, payload: payload as object });
}

export async function storedUser(t: TestApp, id: number) {
  const row = await t.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** A refresh token row of the climber, inserted directly (as a sign-in would store it). */
export async function insertRefreshToken(t: TestApp, userId: number, revokedAt: Date | null = null) {
  const [row] = await t.db
    .insert(refreshTokens)
    .values({
      user_id: userId,
      family: randomUUID(),
      token_digest: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + 86_400_000),
      revoked_at: revokedAt,
    })
    .returning();
  if (!row) throw new Error('no refresh token row');
  return row;
}

export function refreshTokensOf(t: TestApp, userId: number) {
  return t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, userId));
}
