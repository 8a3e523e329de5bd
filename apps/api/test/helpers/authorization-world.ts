import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, type Endpoint, endpoints } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';
import { createOrganization } from '../factories/accounts.factory';
import { createFollowRow, createNotificationRow } from '../factories/community.factory';
import { createGymAdministrationRequest, createGymAdministrator } from '../factories/gym-staff.factory';
import {
  createGym,
  createGymChain,
  createGymRoute,
  createGymSector,
  createGymSpace,
} from '../factories/indoor.factory';
import { createIndoorAscent } from '../factories/indoor-ascent.factory';
import { createAscent } from '../factories/logbook.factory';
import { createLinkRow, createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { insertPlaces } from '../outdoor/crags/wiki-api';
import { type Actor, ROLES_WITHOUT_THE_NEEDED_ONE } from './authorization-actors';
import type { TestApp } from './test-app';

type UserRow = Awaited<ReturnType<typeof createUser>>['user'];

/** A climber of the world and the headers of their calls. */
export interface Caller {
  user: UserRow;
  password: string;
  headers: Record<string, string>;
}

/** The day of the climbing session every signed-in actor has. */
export const SESSION_DATE = '2024-05-01';

/**
 * One set of records the whole matrix calls on. Climber A (Alice) owns the personal ones (ascents, session,
 * notification, organization membership, the crag as a favourite) and wrote the alert and the crag's photo, video
 * and link; A keeps their outdoor
 * ascents private, so that the `visible` narrowing has something to refuse.
 */
export interface World {
  t: TestApp;
  owner: Caller;
  other: Caller;
  siteAdmin: Caller;
  /** The world's gym's administrator with every role. */
  gymManager: Caller;
  /** The world's gym's administrator with none of the roles its endpoints need. */
  gymStaffWithoutRole: Caller;
  /** The administrator, with every role, of a gym that is not the world's. */
  otherGymManager: Caller;
  /** A gym without staff, that any climber may ask to administer (the world's gym has staff). */
  unclaimedGymId: number;
  department: { number: string };
  town: { slug: string };
  /** Record ids by the path segment that names them (`crags` for `/crags/{id}.json`). */
  ids: Record<string, number>;
  /** Texts only climber A (and a site administrator) may ever see: none may reach anyone else. */
  secretsOfOwner: string[];
}

/** Headers of an actor's calls in the world. */
export function headersOf(world: World, actor: Actor): Record<string, string> {
  if (!actor.sendsKey) return {};
  switch (actor.signedIn) {
    case null:
      return world.t.keyHeaders;
    case 'owner':
      return world.owner.headers;
    case 'other':
      return world.other.headers;
    case 'site_admin':
      return world.siteAdmin.headers;
    case 'gym_manager':
      return world.gymManager.headers;
    case 'gym_staff_without_role':
      return world.gymStaffWithoutRole.headers;
    case 'other_gym_manager':
      return world.otherGymManager.headers;
  }
}

/** The climber an actor signs in as, if any. */
export function callerOf(world: World, actor: Actor): Caller | null {
  if (!actor.sendsKey || actor.signedIn === null) return null;
  const callers: Record<NonNullable<Actor['signedIn']>, Caller> = {
    owner: world.owner,
    other: world.other,
    site_admin: world.siteAdmin,
    gym_manager: world.gymManager,
    gym_staff_without_role: world.gymStaffWithoutRole,
    other_gym_manager: world.otherGymManager,
  };
  return callers[actor.signedIn];
}

/** A climber with their password and the headers of their calls. */
export async function signedInCaller(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const { user, password } = await createUser(t.db, overrides);
  return { user, password, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** Calls an endpoint of the table with its path params filled, answering the JSON body. */
export async function callTable<Answer = { id: number }>(
  t: TestApp,
  endpoint: Endpoint,
  headers: Record<string, string>,
  { params = {}, body }: { params?: Record<string, string | number>; body?: object } = {},
): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_all, name: string) => String(params[name]));
  const response = await t.app.inject({
    method: endpoint.method,
    url: `${API_BASE_PATH}${path}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${endpoint.method} ${path}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A small approach or rock bar line at the crag. */
export const LINE: [number, number][] = [
  [44.3115, 5.6918],
  [44.3121, 5.6925],
];

/**
 * A fresh record of the kind a path segment names, for the allowed destructive calls (a delete
 * removes a copy, never the world's record): written by climber A, like the world's own.
 */
export async function copyRecord(world: World, segment: string): Promise<number> {
  const { t, owner, ids } = world;
  const crag = ids.crags as number;
  switch (segment) {
    case 'crags':
      return (await createCrag(t.db)).id;
    case 'crag_sectors':
      return (await createSector(t.db, crag)).id;
    case 'crag_routes':
      return (await createCragRoute(t.db, crag)).id;
    case 'ascent_crag_routes': {
      const route = await createCragRoute(t.db, crag);
      return (await createAscent(t.db, owner.user.id, route)).id;
    }
    case 'ascent_gym_routes': {
      const [route] = await t.db
        .select()
        .from(schema.gymRoutes)
        .where(eq(schema.gymRoutes.id, ids.gym_routes as number));
      if (!route) throw new Error('the world has no gym route');
      return (await createIndoorAscent(t.db, { userId: owner.user.id, route })).id;
    }
    case 'areas':
      return (await callTable(t, endpoints.createArea, owner.headers, { body: { name: 'Baronnies copie' } })).id;
    case 'parks':
      return (await callTable(t, endpoints.createPark, owner.headers, { body: parkBody(crag) })).id;
    case 'approaches':
      return (await callTable(t, endpoints.createApproach, owner.headers, { body: { crag_id: crag, path: LINE } })).id;
    case 'rock_bars':
      return (await callTable(t, endpoints.createRockBar, owner.headers, { body: { crag_id: crag, path: LINE } })).id;
    case 'alerts':
      return (await callTable(t, endpoints.createAlert, owner.headers, { body: alertBody(crag) })).id;
    case 'gyms':
      return (await staffedGym(world)).id;
    case 'gym_chains':
      return (await createGymChain(t.db)).id;
    case 'gym_spaces':
      return (await createGymSpace(t.db, ids.gyms as number)).id;
    case 'gym_sectors':
      return (await createGymSector(t.db, { id: ids.gym_spaces as number, gym_id: ids.gyms as number })).id;
    case 'gym_routes': {
      const sector = {
        id: ids.gym_sectors as number,
        gym_id: ids.gyms as number,
        gym_space_id: ids.gym_spaces as number,
      };
      return (await createGymRoute(t.db, sector)).id;
    }
    case 'photos':
      return (await createPhotoRow(t.db, { type: 'crags', id: crag }, owner.user.id)).id;
    case 'videos':
      return (await createVideoRow(t.db, { type: 'crags', id: crag }, owner.user.id)).id;
    case 'links':
      return (await createLinkRow(t.db, { type: 'crags', id: crag }, owner.user.id)).id;
    case 'comments':
      return (await createCommentRow(t, owner.user.id, ids.gym_routes as number)).id;
    case 'reports': {
      // Handling a report closes it: each handling gets a report of its own, on a photo of its own.
      const photo = await createPhotoRow(t.db, { type: 'crags', id: crag }, owner.user.id);
      return (await createReportRow(t, world.other.user.id, photo.id)).id;
    }
    case 'gym_administration_requests': {
      // Answering a request staffs its gym or closes it: each answer gets a request of its own, on a gym of its own.
      const gym = await createGym(t.db);
      return (await createGymAdministrationRequest(t.db, { gymId: gym.id, userId: world.other.user.id })).id;
    }
    default:
      throw new Error(`no copy of a ${segment} record: teach copyRecord to make one`);
  }
}

/** A gym run by the world's gym's staff, as the world's gym is. */
async function staffedGym(world: Pick<World, 't' | 'gymManager' | 'gymStaffWithoutRole'>, chainId?: number) {
  const gym = await createGym(world.t.db, chainId === undefined ? {} : { gym_chain_id: chainId });
  await createGymAdministrator(world.t.db, { gymId: gym.id, userId: world.gymManager.user.id });
  await createGymAdministrator(world.t.db, {
    gymId: gym.id,
    userId: world.gymStaffWithoutRole.user.id,
    roles: ROLES_WITHOUT_THE_NEEDED_ONE,
  });
  return gym;
}

export function parkBody(cragId: number) {
  return { crag_id: cragId, latitude: 44.3102, longitude: 5.6901 };
}

export function alertBody(cragId: number) {
  return { alertable_type: 'crags', alertable_id: cragId, alert_type: 'info', description: 'Nid de faucon au secteur' };
}

/**
 * Builds the world: factories for climbers, places, personal records and the gyms' staff; the API for the wiki's
 * small records. The world's gym has staff (its manager with every role, and an administrator without the roles its
 * endpoints need); another gym has its own manager; a gym without staff is there to be claimed, and a pending
 * request on yet another one to be answered.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const mark = randomBytes(4).toString('hex');
  const places = await insertPlaces(t.db);
  const owner = await signedInCaller(t, {
    first_name: 'Alice',
    email: `alice.secret-${mark}@example.test`,
    public_outdoor_ascents: false,
  });
  const other = await signedInCaller(t, { first_name: 'Bruno' });
  const siteAdmin = await signedInCaller(t, { first_name: 'Sam', super_admin: true });
  const gymManager = await signedInCaller(t, { first_name: 'Gaëlle' });
  const gymStaffWithoutRole = await signedInCaller(t, { first_name: 'Jules' });
  const otherGymManager = await signedInCaller(t, { first_name: 'Oscar' });

  const privateComment = `Alice's private note ${mark}`;
  // Alice keeps her outdoor ascents private: even her public comment reaches nobody else.
  const comment = `Alice's comment ${mark}`;
  const organizationName = `Club of Alice ${mark}`;
  const notificationMark = `notification-for-alice-${mark}`;
  const { organization } = await createOrganization(t.db, { name: organizationName });
  await t.db.insert(schema.organizationUsers).values({ organization_id: organization.id, user_id: owner.user.id });
  const notification = await createNotificationRow(t.db, owner.user.id, { payload: { mark: notificationMark } });

  const crag = await createCrag(t.db, {
    department_id: places.hautesAlpes.id,
    town_id: places.orpierre.id,
    latitude: 44.3115,
    longitude: 5.6918,
  });
  await createFollowRow(t.db, owner.user.id, crag.id);
  const sector = await createSector(t.db, crag.id);
  const route = await createCragRoute(t.db, crag.id, { crag_sector_id: sector.id });
  const ascent = await createAscent(t.db, owner.user.id, route, {
    released_at: SESSION_DATE,
    comment,
    private_comment: privateComment,
  });
  // Every signed-in actor has a session that day, so that each reads their own, never a 404.
  await createAscent(t.db, other.user.id, route, { released_at: SESSION_DATE });
  for (const caller of [siteAdmin, gymManager, gymStaffWithoutRole, otherGymManager]) {
    await createAscent(t.db, caller.user.id, route, { released_at: SESSION_DATE });
  }

  const area = await callTable(t, endpoints.createArea, owner.headers, { body: { name: 'Baronnies' } });
  await callTable(t, endpoints.addCragToArea, owner.headers, { params: { id: area.id }, body: { crag_id: crag.id } });
  const park = await callTable(t, endpoints.createPark, owner.headers, { body: parkBody(crag.id) });
  const approach = await callTable(t, endpoints.createApproach, owner.headers, {
    body: { crag_id: crag.id, path: LINE },
  });
  const rockBar = await callTable(t, endpoints.createRockBar, owner.headers, {
    body: { crag_id: crag.id, path: LINE },
  });
  const alert = await callTable(t, endpoints.createAlert, owner.headers, { body: alertBody(crag.id) });
  const gymChain = await createGymChain(t.db);
  // The world's gym has staff: its records are written by them (and site administrators) alone.
  const gym = await staffedGym({ t, gymManager, gymStaffWithoutRole }, gymChain.id);
  const otherGym = await createGym(t.db);
  await createGymAdministrator(t.db, { gymId: otherGym.id, userId: otherGymManager.user.id });
  const unclaimedGym = await createGym(t.db);
  const requestedGym = await createGym(t.db);
  const request = await createGymAdministrationRequest(t.db, { gymId: requestedGym.id, userId: other.user.id });
  const gymSpace = await createGymSpace(t.db, gym.id);
  const gymSector = await createGymSector(t.db, gymSpace);
  const gymRoute = await createGymRoute(t.db, gymSector);
  const gymAscent = await createIndoorAscent(t.db, {
    userId: owner.user.id,
    route: gymRoute,
    released_at: SESSION_DATE,
  });
  // Alice's photo, video and link of the crag: their author is she, their record the world's crag.
  const photo = await createPhotoRow(t.db, { type: 'crags', id: crag.id }, owner.user.id);
  const video = await createVideoRow(t.db, { type: 'crags', id: crag.id }, owner.user.id);
  const link = await createLinkRow(t.db, { type: 'crags', id: crag.id }, owner.user.id);
  // Alice's comment on the world's gym route (so that the gym's administrators moderate it), and B's report of her
  // photo (which the site administrators handle).
  const commentRow = await createCommentRow(t, owner.user.id, gymRoute.id);
  const report = await createReportRow(t, other.user.id, photo.id);

  return {
    t,
    owner,
    other,
    siteAdmin,
    gymManager,
    gymStaffWithoutRole,
    otherGymManager,
    unclaimedGymId: unclaimedGym.id,
    department: { number: places.hautesAlpes.number },
    town: { slug: places.orpierre.slug },
    ids: {
      organizations: organization.id,
      notifications: notification.id,
      crags: crag.id,
      crag_sectors: sector.id,
      crag_routes: route.id,
      ascent_crag_routes: ascent.id,
      ascent_gym_routes: gymAscent.id,
      areas: area.id,
      parks: park.id,
      approaches: approach.id,
      rock_bars: rockBar.id,
      alerts: alert.id,
      gym_chains: gymChain.id,
      gyms: gym.id,
      gym_spaces: gymSpace.id,
      gym_sectors: gymSector.id,
      gym_routes: gymRoute.id,
      gym_administration_requests: request.id,
      photos: photo.id,
      videos: video.id,
      links: link.id,
      comments: commentRow.id,
      reports: report.id,
    },
    secretsOfOwner: [owner.user.email ?? 'no e-mail', comment, privateComment, organizationName, notificationMark],
  };
}

/** Path params that are no record id, by name. */
const PARAM_VALUES: Record<string, (world: World) => string> = {
  number: (world) => world.department.number,
  slug: (world) => world.town.slug,
  userSlug: (world) => world.owner.user.slug_name,
  sessionDate: () => SESSION_DATE,
  version_type: () => 'crags',
};

/**
 * The path params of an endpoint, from the world: a `{id}` is the record its preceding segment names
 * (`/crags/{id}/map.json` → the crag, `/versions/{version_type}/{id}.json` → the kind given before);
 * other params by name. Throws for a param the world cannot fill: a new endpoint has to say what it names.
 */
export function paramsOf(world: World, endpoint: Endpoint, copies: Record<string, number> = {}) {
  const params: Record<string, string | number> = {};
  const segments = endpoint.path.split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const name = /^\{(\w+)\}/.exec(segment)?.[1];
    if (!name) continue;
    if (name === 'id') {
      const before = segments[index - 1] ?? '';
      const kind = /^\{(\w+)\}$/.exec(before) ? String(params[before.slice(1, -1)]) : before;
      const id = copies[kind] ?? world.ids[kind];
      if (id === undefined) throw new Error(`no ${kind} record in the world for {id} of ${endpoint.path}`);
      params.id = id;
    } else {
      const value = PARAM_VALUES[name];
      if (!value) throw new Error(`no value in the world for {${name}} of ${endpoint.path}`);
      params[name] = value(world);
    }
  }
  return params;
}

/** The record kind a `{id}` path names (`crags` for `/crags/{id}.json`), or null. */
export function recordKindOf(endpoint: Endpoint): string | null {
  const match = /\/(\w+)\/\{id\}/.exec(endpoint.path);
  return match?.[1] ?? null;
}

/** The tables a refused call must leave as they were, every row of them. */
const WATCHED_TABLES: PgTable[] = [
  schema.users,
  schema.organizations,
  schema.organizationUsers,
  schema.refreshTokens,
  schema.passwordResetTokens,
  schema.outboxEmails,
  schema.notifications,
  schema.follows,
  schema.crags,
  schema.cragSectors,
  schema.cragRoutes,
  schema.areas,
  schema.areaCrags,
  schema.parks,
  schema.approaches,
  schema.rockBars,
  schema.alerts,
  schema.gymChains,
  schema.gyms,
  schema.gymLevels,
  schema.gymSpaces,
  schema.gymSectors,
  schema.gymRoutes,
  schema.gymAdministrators,
  schema.gymAdministrationRequests,
  schema.gymRankingSystems,
  schema.versions,
  schema.ascents,
  schema.climbingSessions,
  schema.tickLists,
  schema.pageViews,
  schema.photos,
  schema.videos,
  schema.links,
  schema.comments,
  schema.likes,
  schema.reports,
];

/** Every row of the watched tables, as text, to compare before and after a refused write. */
export async function snapshotOf(world: World): Promise<string> {
  const parts: string[] = [];
  for (const table of WATCHED_TABLES) {
    const rows = await world.t.db.select().from(table);
    parts.push(
      rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** A comment written directly, on a gym route: the matrix's records to read, change, moderate and delete. */
async function createCommentRow(t: TestApp, userId: number, gymRouteId: number) {
  const [row] = await t.db
    .insert(schema.comments)
    .values({ commentable_type: 'gym_routes', commentable_id: gymRouteId, user_id: userId, body: 'Le départ est dur' })
    .returning();
  if (!row) throw new Error('createCommentRow: no row returned');
  return row;
}

/** An open report of a photo, written directly. */
async function createReportRow(t: TestApp, userId: number, photoId: number) {
  const [row] = await t.db
    .insert(schema.reports)
    .values({ reportable_type: 'photos', reportable_id: photoId, user_id: userId, reason: 'spam' })
    .returning();
  if (!row) throw new Error('createReportRow: no row returned');
  return row;
}
