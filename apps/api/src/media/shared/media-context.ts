import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { Forbidden } from '../../lib/errors';
import type { MediaTargets } from '../media-targets';

/** What the media services are given: the app's parts they use and the kinds of records that take media. */
export type MediaContext = Pick<AppContext, 'db' | 'config' | 'events'> & {
  targets: MediaTargets;
  /** Where files that could not be removed are reported (the request's log). */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** An upload also counts against the climber's limits. */
export type MediaUploadContext = MediaContext & Pick<AppContext, 'rateLimiter'>;

export type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

/** A medium is changed or removed by its author or a site administrator: 403 with `need.role` for anyone else. */
export function authorizeAuthor(medium: { user_id: number | null }, user: Actor): void {
  if (medium.user_id !== user.id && !user.super_admin) throw new Forbidden({ need: { role: 'super_admin' } });
}

/** A text a form sent empty means none. */
export function orNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
