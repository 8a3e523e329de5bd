import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { Forbidden, Unauthorized } from '../lib/errors';
import { findAdministeredGyms, findGymName } from './administered-gyms.repository';

/** The signed-in climber as guards and policies see it. */
export interface AuthUser {
  id: number;
  uuid: string;
  super_admin: boolean;
}

export interface AccessTokenClaims {
  sub: string;
  uid: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A JWT of 86400 s (spec §9) naming the climber. */
  sign(user: { id: number; uuid: string }, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ uid: user.id })
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
      if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') throw new Unauthorized('Invalid token');
      return { sub: payload.sub, uid: payload.uid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new Unauthorized('Token expired');
      if (error instanceof Unauthorized) throw error;
      throw new Unauthorized('Invalid token');
    }
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 2048 ? token : null;
}

/**
 * Resolves the climber of a request once (memoised on the request): null without a bearer token;
 * Unauthorized for a bad or expired token or an account that no longer exists.
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
      columns: { id: true, uuid: true, super_admin: true, deleted_at: true },
      where: eq(users.id, claims.uid),
    });
    if (!row || row.deleted_at || row.uuid !== claims.sub) throw new Unauthorized('Account not found');
    user = { id: row.id, uuid: row.uuid, super_admin: row.super_admin };
  }
  (request as FastifyRequest & { authUser?: AuthUser | null }).authUser = user;
  return user;
}

/** Guards (docs/runtime.md: guards throw, they don't reply). */
export function createGuards(db: Database, tokens: AccessTokens) {
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
   * The gym-administrator guard (spec §6): the climber must administer `gymId`; the 403 names the
   * gym when it exists, so the right-required page can say what is missing. Site administrators pass.
   */
  const requireGymAdministrator = async (request: FastifyRequest, gymId: number): Promise<AuthUser> => {
    const user = await requireUser(request);
    if (user.super_admin) return user;
    const administered = await findAdministeredGyms(db, user.id);
    if (!administered.some((gym) => gym.id === gymId)) {
      const gymName = await findGymName(db, gymId);
      throw new Forbidden({ need: { ...(gymName ? { gym_name: gymName } : {}), role: 'gym_administrator' } });
    }
    return user;
  };
  return {
    optionalUser: (request: FastifyRequest) => authenticate(request, db, tokens),
    requireUser,
    requireSuperAdmin,
    requireGymAdministrator,
  };
}
export type Guards = ReturnType<typeof createGuards>;
