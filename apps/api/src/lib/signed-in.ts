import type { GymRole } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';

/** The signed-in climber as guards and policies see it. */
export interface AuthUser {
  id: number;
  uuid: string;
  super_admin: boolean;
  /** The session the access token belongs to (its refresh-token family), when it names one. */
  session?: string;
}

/**
 * The guards routes are given (made by the accounts domain): each reads the request's bearer token and
 * throws `Unauthorized` or `Forbidden` when the caller may not go on.
 */
export interface Guards {
  /** The signed-in climber, or null for a visitor (an invalid token is a 401). */
  optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  requireUser(request: FastifyRequest): Promise<AuthUser>;
  requireSuperAdmin(request: FastifyRequest): Promise<AuthUser>;
  /**
   * The climber must administer `gymId`, holding `role` when one is named (site administrators pass); a refusal is
   * 403 `need: { gym_name, role }`.
   */
  requireGymAdministrator(request: FastifyRequest, gymId: number, role?: GymRole): Promise<AuthUser>;
}
