import { EventEmitter } from 'node:events';
import type { AscentKind, FollowableType, MediaTargetType } from '@climb/contracts';

/** Domain events and their payloads (docs/runtime.md): what other domains listen to. */
export interface DomainEvents {
  'user.created': { userId: number };
  /** Profile, settings or rights changed: live clients refetch the current user. */
  'user.updated': { userId: number; reason: string };
  'user.password_changed': { userId: number };
  /** Every session of the climber was closed. */
  'user.signed_out_everywhere': { userId: number };
  /** One session (a refresh-token family) ended: signed out, or revoked as stolen. */
  'session.ended': { userId: number; session: string };
  'user.deleted': { userId: number };
  'organization.key_regenerated': { userId: number; organizationId: number; organizationName: string };
  'notification.created': { userId: number; notificationId: number };
  'notifications.read': { userId: number };
  /** A climber logged an ascent, one at a time (the CSV import emits none). */
  'ascent.created': AscentEvent;
  /** A climber changed one of their ascents (its route and crag stay those it was logged on). */
  'ascent.updated': AscentEvent;
  /** A climber deleted one of their ascents. */
  'ascent.deleted': AscentEvent;
  /**
   * The outdoor wiki wrote something a public page shows (a crag, sector, route, area, crag map
   * record or alert was created, changed or deleted); `cragId` is the crag it belongs to, if any.
   */
  'catalogue.changed': CatalogueChange;
  /**
   * The indoor wiki wrote something a public page shows (a gym, its levels, a space, sector or route, or a chain);
   * `gymIds` are the gyms whose pages show the change (a chain's gyms when it is renamed).
   */
  'indoor.changed': IndoorChange;
  /** A climber followed or stopped following a record: its count of followers changed. */
  'follow.changed': { followableType: FollowableType; followableId: number };
  /** A photo was uploaded on a record, changed (its words, licence or cover) or removed with its files. */
  'photo.created': MediaEvent;
  'photo.updated': MediaEvent;
  'photo.deleted': MediaEvent;
  /** A video was added to a record, changed or removed. */
  'video.created': MediaEvent;
  'video.updated': MediaEvent;
  'video.deleted': MediaEvent;
  /** A link was added to a record, changed or removed. */
  'link.created': MediaEvent;
  'link.updated': MediaEvent;
  'link.deleted': MediaEvent;
  /**
   * A comment was written, changed, hidden or shown, or removed: `ids` are the comments whose pages show the change
   * (every comment of its thread, those just removed included).
   */
  'comment.changed': { threadId: number; ids: readonly number[] };
}

/**
 * Which photo, video or link, on which record, by whom (null once their account is gone): the record's pages and
 * the medium's own page show the change.
 */
export interface MediaEvent {
  id: number;
  targetType: MediaTargetType;
  targetId: number;
  userId: number | null;
}

/** What the indoor wiki changed (`indoor.changed`). */
export interface IndoorChange {
  kind: 'gym' | 'gym_chain' | 'gym_space' | 'gym_sector' | 'gym_route';
  id: number;
  gymIds: readonly number[];
}

/** What the outdoor wiki changed (`catalogue.changed`). */
export interface CatalogueChange {
  kind: 'crag' | 'sector' | 'route' | 'area' | 'park' | 'approach' | 'rock_bar' | 'alert';
  id: number;
  cragId?: number | null;
  /** Other crags whose page shows the change: an area's crags when it is renamed or deleted. */
  cragIds?: readonly number[];
}

/** Which ascent, whose, and where: the route and crag are null once deleted from the catalogue. */
export interface AscentEvent {
  ascentId: number;
  userId: number;
  kind: AscentKind;
  cragRouteId: number | null;
  cragId: number | null;
  /** An indoor ascent's route and gym (null outdoors, or without a route or gym). */
  gymRouteId: number | null;
  gymId: number | null;
}

type Listener<Name extends keyof DomainEvents> = (payload: DomainEvents[Name]) => void | Promise<void>;

/**
 * In-process domain events. Listeners run after the emitting transaction has committed (emit after
 * commit); a failing listener is logged and never fails the request that emitted the event.
 */
export class DomainEventBus {
  private readonly emitter = new EventEmitter({ captureRejections: false });

  constructor(private readonly onError: (error: unknown, event: string) => void) {
    this.emitter.setMaxListeners(50);
  }

  on<Name extends keyof DomainEvents>(name: Name, listener: Listener<Name>): void {
    this.emitter.on(name, (payload: DomainEvents[Name]): Promise<void> => {
      try {
        return Promise.resolve(listener(payload)).catch((error: unknown) => this.onError(error, name));
      } catch (error) {
        this.onError(error, name);
        return Promise.resolve();
      }
    });
  }

  emit<Name extends keyof DomainEvents>(name: Name, payload: DomainEvents[Name]): void {
    this.emitter.emit(name, payload);
  }

  /**
   * Emits and resolves once every listener has finished (a failure is logged, as with `emit`): for a
   * write whose answer must not leave before what listens has acted (page versions moved after a
   * privacy change, docs/runtime.md).
   */
  async emitAndSettle<Name extends keyof DomainEvents>(name: Name, payload: DomainEvents[Name]): Promise<void> {
    const listeners = this.emitter.listeners(name) as ((payload: DomainEvents[Name]) => Promise<void>)[];
    await Promise.all(listeners.map((listener) => listener(payload)));
  }
}
