import { ACCESS_TOKEN_LIFETIME_SECONDS, type GymRole, type GymRoleDecision, gymRoleDecision } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { Forbidden, Unauthorized } from '../lib/errors';
import { isStoredId } from '../lib/path-params';
import type { AuthUser, Guards } from '../lib/signed-in';
import { findAdministeredGyms, findGymName } from './administered-gyms.repository';

export type { AuthUser, Guards } from '../lib/signed-in';

export interface AccessTokenClaims {
  sub: string;
  uid: number;
  /** The climber's token version when the token was signed (`users.token_version`). */
  ver: number;
  /** The session the token belongs to: its refresh-token family. */
  sid?: string;
}

/** What a token names: the climber, their token version, and the session (refresh-token family). */
export interface AccessTokenSubject {
  id: number;
  uuid: string;
  token_version: number;
  session?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A JWT of 86400 s (spec §9) naming the climber, their current token version and the session. */
  sign(user: AccessTokenSubject, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ uid: user.id, ver: user.token_version, ...(user.session ? { sid: user.session } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uuid)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token; throws Unauthorized for a bad or expired one. */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, uid, ver, sid } = payload;
      if (typeof sub !== 'string' || typeof uid !== 'number' || typeof ver !== 'number') {
        throw new Unauthorized('Invalid token');
      }
      if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) throw new Unauthorized('Invalid token');
      return { sub, uid, ver, ...(sid ? { sid } : {}) };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new Unauthorized('Token expired');
      if (error instanceof Unauthorized) throw error;
      throw new Unauthorized('Invalid token');
    }
  }
}

/** Whether the token's session was signed out: a revoked token of its family (served by the family index). */
function sessionEnded(session: string | undefined) {
  if (!session) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${session} and ${refreshTokens.revoked_at} is not null)`;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 2048 ? token : null;
}

/**
 * Resolves the climber of a request once (memoised on the request): null without a bearer token;
 * Unauthorized for a bad or expired token, an account that no longer exists, a token signed before
 * the climber's sessions were all ended (its version is behind the row's), or a token whose own
 * session was signed out (its refresh-token family revoked). One query reads all of it.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Database,
  tokens: AccessTokens,
): Promise<AuthUser | null> {
  const cached = (request as FastifyRequest & { authUser?: AuthUser | null }).authUser;
  if (cached !== undefined) return cached;
  const token = bearerToken(request);
  let user: AuthUser | null = null;
  if (token) {
    const claims = await tokens.verify(token);
    const row = await db.query.users.findFirst({
      columns: { id: true, uuid: true, super_admin: true, deleted_at: true, token_version: true },
      extras: { session_ended: sessionEnded(claims.sid).as('session_ended') },
      where: eq(users.id, claims.uid),
    });
    if (!row || row.deleted_at || row.uuid !== claims.sub) throw new Unauthorized('Account not found');
    if (row.token_version !== claims.ver || row.session_ended) throw new Unauthorized('Token revoked');
    user = { id: row.id, uuid: row.uuid, super_admin: row.super_admin, ...(claims.sid ? { session: claims.sid } : {}) };
  }
  (request as FastifyRequest & { authUser?: AuthUser | null }).authUser = user;
  return user;
}

/**
 * Whether a climber may do what needs `role` at a gym, as the gym-administrator guard decides (the gym taken as
 * staffed; site administrators pass), without throwing: for those who act on a gym's records outside its
 * administration (the moderators of the comments on its records). A refusal names the gym when it exists.
 */
export async function decideGymRole(
  db: Database,
  user: Pick<AuthUser, 'id' | 'super_admin'>,
  gymId: number,
  role?: GymRole,
): Promise<GymRoleDecision> {
  if (user.super_admin) return { allowed: true };
  const known = isStoredId(gymId);
  const viewer = { super_admin: false, administered_gyms: known ? await findAdministeredGyms(db, user.id) : [] };
  const name = known ? await findGymName(db, gymId) : null;
  return gymRoleDecision(viewer, { id: gymId, ...(name === null ? {} : { name }), staffed: true }, role);
}

/** Guards (docs/runtime.md: guards throw, they don't reply). */
export function createGuards(db: Database, tokens: AccessTokens): Guards {
  const requireUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await authenticate(request, db, tokens);
    if (!user) throw new Unauthorized();
    return user;
  };
  const requireSuperAdmin = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await requireUser(request);
    if (!user.super_admin) throw new Forbidden({ need: { role: 'super_admin' } });
    return user;
  };
  /**
   * The gym-administrator guard (spec §6): the climber must administer `gymId`, holding `role` when one is named
   * (any administrator of the gym passes without). It decides as the web guard does (`gymRoleDecision`, the gym
   * taken as staffed: only its staff enter its administration); site administrators pass. The 403 names the gym
   * when it exists and the role, so the right-required page can say what is missing.
   */
  const requireGymAdministrator = async (request: FastifyRequest, gymId: number, role?: GymRole): Promise<AuthUser> => {
    const user = await requireUser(request);
    const decision = await decideGymRole(db, user, gymId, role);
    if (!decision.allowed) throw new Forbidden({ need: decision.need });
    return user;
  };
  return {
    optionalUser: (request: FastifyRequest) => authenticate(request, db, tokens),
    requireUser,
    requireSuperAdmin,
    requireGymAdministrator,
  };
}
