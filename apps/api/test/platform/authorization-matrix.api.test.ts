import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, type Endpoint, type EndpointName, endpoints } from '@climb/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPasswordResetToken } from '../../src/accounts/password-reset-token.repository';
import { insertSignInLinkToken } from '../../src/accounts/sign-in-link-token.repository';
import { notificationEmailToken } from '../../src/community/notification-email-token';
import { areaCrags } from '../../src/db/schema';
import { digestSecretToken, randomSecretToken } from '../../src/lib/secret-token';
import { createCrag } from '../factories/outdoor.factory';
import { DEFAULT_PASSWORD } from '../factories/users.factory';
import { ACTORS, type Actor, expectedOutcome, type Outcome } from '../helpers/authorization-actors';
import {
  alertBody,
  buildWorld,
  callerOf,
  callTable,
  copyRecord,
  headersOf,
  LINE,
  paramsOf,
  parkBody,
  recordKindOf,
  signedInCaller,
  snapshotOf,
  type World,
} from '../helpers/authorization-world';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA_FIXTURES, type Fixture } from './authorization-fixtures';

/*
 * The authorization matrix: every endpoint of the table, called by every actor, must answer what its
 * `access` and `narrowedTo` declare. Refused callers run first, and a refused write must leave every
 * row as it was; allowed callers must succeed (2xx) with a valid request; allowed deletes and calls
 * that end a session or an account run last, on a copy of the record or of the caller.
 */

const unique = () => randomBytes(6).toString('hex');
const NEW_PASSWORD = 'Basalte2027';

async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'portrait.png');
  return form;
}

/** A photo of the world's crag as `POST photos.json` takes it: its record and words, then the file. */
async function photoForm(world: World): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('illustrable_type', 'crags');
  form.append('illustrable_id', String(world.ids.crags));
  form.append('description', 'La face sud au matin');
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'orpierre.jpg');
  return form;
}

/** Signs a fresh climber in through the API, for the refresh token it answers. */
async function freshRefreshToken(world: World): Promise<string> {
  const { user, password } = await signedInCaller(world.t);
  const session = await callTable<{ refresh_token: string }>(world.t, endpoints.signIn, world.t.keyHeaders, {
    body: { email: user.email, password },
  });
  return session.refresh_token;
}

/** The world's crag, as a follow names it. */
function followOfWorldCrag(world: World) {
  return { followable_type: 'crags', followable_id: world.ids.crags as number };
}

function importBody(world: World) {
  return {
    format: 'cordee',
    csv: `released_at,crag_route_id,ascent_status\n2024-06-02,${world.ids.crag_routes},sent\n`,
  };
}

/** Queries, bodies and the destructive kind of the endpoints that need them; the others need none. */
const OWN_FIXTURES: Partial<Record<EndpointName, Fixture>> = {
  createPageView: { body: () => ({ path: '/fr/crags', referrer: null, language: 'fr' }) },
  signUp: {
    body: () => {
      const email = `nina.${unique()}@example.test`;
      return {
        first_name: 'Nina',
        last_name: 'Essai',
        email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
    },
  },
  signIn: {
    body: async ({ world }) => {
      const { user, password } = await signedInCaller(world.t);
      return { email: user.email, password };
    },
  },
  refreshTokens: { body: async ({ world }) => ({ refresh_token: await freshRefreshToken(world) }) },
  signOut: { body: () => ({}), destructive: 'caller_copy' },
  requestPasswordReset: { body: () => ({ email: `nobody.${unique()}@example.test` }) },
  getPasswordResetOwner: {
    query: async (world) => {
      const { user } = await signedInCaller(world.t);
      const token = randomSecretToken();
      const expires_at = new Date(Date.now() + 15 * 60_000);
      await insertPasswordResetToken(world.t.db, {
        user_id: user.id,
        token_digest: digestSecretToken(token),
        expires_at,
      });
      return { token };
    },
  },
  setNewPassword: {
    body: async ({ world }) => {
      const { user } = await signedInCaller(world.t);
      const token = randomSecretToken();
      const expires_at = new Date(Date.now() + 15 * 60_000);
      await insertPasswordResetToken(world.t.db, {
        user_id: user.id,
        token_digest: digestSecretToken(token),
        expires_at,
      });
      return { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    },
  },
  signInWithLink: {
    body: async ({ world }) => {
      const { user } = await signedInCaller(world.t);
      const token = randomSecretToken();
      await insertSignInLinkToken(world.t.db, {
        user_id: user.id,
        token_digest: digestSecretToken(token),
        token_version: user.token_version,
        expires_at: new Date(Date.now() + 15 * 60_000),
      });
      return { token };
    },
  },
  updateCurrentUser: { body: () => ({ user: { language: 'fr' } }) },
  updatePassword: {
    body: ({ caller }) => ({
      user: {
        current_password: caller?.password ?? DEFAULT_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
    destructive: 'caller_copy',
  },
  deleteCurrentUser: {
    body: ({ caller }) => ({ password: caller?.password ?? DEFAULT_PASSWORD }),
    destructive: 'caller_copy',
  },
  uploadAvatar: { body: pngForm },
  uploadBanner: { body: pngForm },
  createOrganization: { body: () => ({ name: 'Club des Baronnies', usage_type: 'study' }) },
  updateOrganization: { body: () => ({ usage_type: 'personal' }) },
  regenerateOrganizationKey: { destructive: 'last' },
  listCragsAround: { query: () => ({ latitude: 44.31, longitude: 5.69 }) },
  searchEverything: { query: () => ({ query: 'Falaise' }) },
  searchCrags: { query: () => ({ query: 'Falaise' }) },
  searchCragRoutes: { query: () => ({ query: 'Voie' }) },
  searchAreas: { query: () => ({ query: 'Baronnies' }) },
  searchTowns: { query: () => ({ query: 'Orpierre' }) },
  createCrag: {
    body: () => ({ name: 'Orpierre', latitude: 44.3115, longitude: 5.6918, climbing_types: ['sport_climbing'] }),
  },
  updateCrag: { body: () => ({ rocks: ['limestone'] }) },
  createCragSector: { body: ({ world }) => ({ crag_id: world.ids.crags, name: 'Quiquillon' }) },
  updateCragSector: { body: () => ({ orientations: ['south'] }) },
  createCragRoute: {
    body: ({ world }) => ({
      crag_id: world.ids.crags,
      name: 'Les Diables',
      climbing_type: 'sport_climbing',
      pitches: [{ grade: '6a' }],
    }),
  },
  updateCragRoute: { body: () => ({ opener: 'Équipe locale' }) },
  createArea: { body: () => ({ name: 'Buëch' }) },
  updateArea: { body: () => ({ name: 'Baronnies provençales' }) },
  addCragToArea: { body: async ({ world }) => ({ crag_id: (await createCrag(world.t.db)).id }) },
  removeCragFromArea: {
    body: async ({ world }) => {
      const crag = await createCrag(world.t.db);
      await world.t.db.insert(areaCrags).values({ area_id: world.ids.areas as number, crag_id: crag.id });
      return { crag_id: crag.id };
    },
    destructive: 'last',
  },
  createPark: { body: ({ world }) => parkBody(world.ids.crags as number) },
  updatePark: { body: () => ({ latitude: 44.3104 }) },
  createApproach: { body: ({ world }) => ({ crag_id: world.ids.crags, path: LINE, walking_time: 10 }) },
  updateApproach: { body: () => ({ walking_time: 12 }) },
  createRockBar: { body: ({ world }) => ({ crag_id: world.ids.crags, path: LINE }) },
  updateRockBar: { body: () => ({ path: [...LINE].reverse() }) },
  listAlerts: { query: (world) => ({ alertable_type: 'crags', alertable_id: world.ids.crags as number }) },
  createAlert: { body: ({ world }) => alertBody(world.ids.crags as number) },
  updateAlert: { body: () => ({ alert_type: 'warning' }) },
  createAscent: {
    body: ({ world }) => ({ crag_route_id: world.ids.crag_routes, released_at: '2024-06-01', ascent_status: 'flash' }),
  },
  updateAscent: { body: () => ({ attempt: 2 }) },
  createGymAscent: {
    body: ({ world }) => ({ gym_route_id: world.ids.gym_routes, released_at: '2024-06-01', ascent_status: 'flash' }),
  },
  updateGymAscent: { body: () => ({ note: 5 }) },
  listMyGymRouteStatuses: { query: (world) => ({ gym_id: world.ids.gyms as number }) },
  updateGymRankingSystems: { body: () => ({ systems: [{ climbing_type: 'bouldering', system: 'division' }] }) },
  listMyRouteStatuses: { query: (world) => ({ crag_id: world.ids.crags as number }) },
  getFollow: { query: (world) => followOfWorldCrag(world) },
  createFollow: { body: ({ world }) => followOfWorldCrag(world) },
  deleteFollow: { body: ({ world }) => followOfWorldCrag(world), destructive: 'last' },
  removeFromTickList: { destructive: 'last' },
  updateMySession: { body: () => ({ description: 'Belle journée à Orpierre' }) },
  listFollowers: { query: (world) => followOfWorldCrag(world) },
  listGymsAround: { query: () => ({ latitude: 45.75, longitude: 4.85 }) },
  createGym: {
    body: () => ({
      name: 'Bloc Gerland',
      address: '12 rue de la Prise',
      city: 'Lyon',
      country_code: 'fr',
      latitude: 45.7386,
      longitude: 4.8372,
      time_zone: 'Europe/Paris',
      climbing_types: ['bouldering'],
      gym_type: 'private',
    }),
  },
  updateGym: { body: () => ({ hours: 'Tous les jours 10 h – 22 h' }) },
  uploadGymLogo: { body: pngForm },
  uploadGymBanner: { body: pngForm },
  createGymChain: { body: () => ({ name: 'Réseau Gerland' }) },
  updateGymChain: { body: () => ({ description: 'Trois salles à Lyon' }) },
  uploadGymChainLogo: { body: pngForm },
  uploadGymChainBanner: { body: pngForm },
  createGymSpace: { body: ({ world }) => ({ gym_id: world.ids.gyms, name: 'Salle du fond' }) },
  updateGymSpace: { body: () => ({ description: 'Le pan et la salle de bloc' }) },
  uploadGymSpacePlan: { body: pngForm },
  createGymSector: {
    body: ({ world }) => ({
      gym_space_id: world.ids.gym_spaces,
      name: 'Le Toit',
      polygon: [
        [20, 20],
        [120, 20],
        [120, 90],
      ],
    }),
  },
  updateGymSector: { body: () => ({ height: 4 }) },
  createGymRoute: {
    body: ({ world }) => ({
      gym_sector_id: world.ids.gym_sectors,
      climbing_type: 'bouldering',
      level_index: 1,
      hold_colors: ['green'],
      opened_at: '2026-11-20',
    }),
  },
  updateGymRoute: { body: () => ({ openers: ['Tom'] }) },
  uploadGymRoutePicture: { body: pngForm },
  uploadGymRouteThumbnail: { body: pngForm },
  // The world's gym has staff: a climber asks for a gym without, each actor once (one pending request per climber).
  createGymAdministrationRequest: {
    records: (world) => ({ gyms: world.unclaimedGymId }),
    body: () => ({ full_name: 'Camille Ouvreuse', job_title: 'Gérante', message: 'Je gère la salle.' }),
  },
  approveGymAdministrationRequest: { destructive: 'copy' },
  refuseGymAdministrationRequest: { body: () => ({ reason: 'Personne de ce nom à la salle' }), destructive: 'copy' },
  listPhotos: { query: (world) => ({ illustrable_type: 'crags', illustrable_id: world.ids.crags as number }) },
  createPhoto: { body: ({ world }) => photoForm(world) },
  updatePhoto: { body: () => ({ licence: 'cc_by_sa' }) },
  listVideos: { query: (world) => ({ viewable_type: 'crags', viewable_id: world.ids.crags as number }) },
  createVideo: {
    body: ({ world }) => ({ viewable_type: 'crags', viewable_id: world.ids.crags, url: 'https://vimeo.com/76979871' }),
  },
  updateVideo: { body: () => ({ description: 'Le crux en vidéo' }) },
  listLinks: { query: (world) => ({ linkable_type: 'crags', linkable_id: world.ids.crags as number }) },
  createLink: {
    body: ({ world }) => ({
      linkable_type: 'crags',
      linkable_id: world.ids.crags,
      name: 'Topo du club',
      url: 'https://example.org/topos/orpierre',
    }),
  },
  updateLink: { body: () => ({ name: 'Topo des Baronnies' }) },
  listComments: {
    query: (world) => ({ commentable_type: 'gym_routes', commentable_id: world.ids.gym_routes as number }),
  },
  createComment: {
    body: ({ world }) => ({
      commentable_type: 'gym_routes',
      commentable_id: world.ids.gym_routes,
      body: 'Les prises sont glissantes',
    }),
  },
  updateComment: { body: () => ({ body: 'Le départ est très dur' }) },
  moderateComment: { body: () => ({ hidden: false }) },
  createLike: { body: ({ world }) => ({ likeable_type: 'photos', likeable_id: world.ids.photos }) },
  deleteLike: { query: (world) => ({ likeable_type: 'photos', likeable_id: world.ids.photos as number }) },
  createReport: {
    body: ({ world }) => ({ reportable_type: 'links', reportable_id: world.ids.links, reason: 'spam' }),
  },
  handleReport: { body: () => ({ action: 'dismiss' }), destructive: 'copy' },
  // The link of climber B's e-mails: it only ever turns a kind of e-mail off.
  unsubscribeNotificationEmails: {
    body: ({ world }) => ({ token: notificationEmailToken(world.t.config.jwtSecret, world.other.user.id, 'new_like') }),
  },
  previewAscentImport: { body: ({ world }) => importBody(world) },
  importAscents: { body: ({ world }) => importBody(world) },
};

/** The matrix's own fixtures and those of the areas that keep theirs in `authorization-fixtures/`. */
const FIXTURES: Partial<Record<EndpointName, Fixture>> = Object.assign(
  {},
  OWN_FIXTURES,
  ...AREA_FIXTURES.map((area) => area.fixtures),
);

/** A fresh record for an allowed delete: an area's own kinds first, then the world's. */
async function copyOf(world: World, kind: string): Promise<number> {
  for (const area of AREA_FIXTURES) {
    const id = await area.copy?.(world, kind);
    if (id !== undefined && id !== null) return id;
  }
  return copyRecord(world, kind);
}

const table = Object.entries(endpoints as Record<string, Endpoint>);

type Planned = { actor: Actor; outcome: Outcome } | { actor: Actor; error: string };

/** The expected outcome of each actor, or why the endpoint's declaration cannot give one. */
function plan(endpoint: Endpoint): Planned[] {
  return ACTORS.map((actor) => {
    try {
      return { actor, outcome: expectedOutcome(endpoint, actor) };
    } catch (error) {
      return { actor, error: (error as Error).message };
    }
  });
}

function destructiveKind(name: string, endpoint: Endpoint): Fixture['destructive'] | null {
  const declared = FIXTURES[name as EndpointName]?.destructive;
  if (declared) return declared;
  if (endpoint.method !== 'DELETE') return null;
  return recordKindOf(endpoint) ? 'copy' : 'last';
}

const figures = { cases: 0, refused: 0, allowed: 0 };
let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  for (const area of AREA_FIXTURES) Object.assign(world.ids, await area.records?.(world));
});

afterAll(async () => {
  await t?.close();
});

/** Calls one endpoint as one actor, the request built from the world and the endpoint's fixture. */
async function callAs(name: string, endpoint: Endpoint, actor: Actor, copy: Fixture['destructive'] | null) {
  const fixture = FIXTURES[name as EndpointName] ?? {};
  let caller = callerOf(world, actor);
  let headers = headersOf(world, actor);
  if (copy === 'caller_copy' && caller) {
    caller = await signedInCaller(t, { super_admin: caller.user.super_admin });
    headers = caller.headers;
  }
  const kind = recordKindOf(endpoint);
  const copies = copy === 'copy' && kind ? { [kind]: await copyOf(world, kind) } : (fixture.records?.(world) ?? {});
  const params = paramsOf(world, endpoint, copies);
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_all, param: string) => encodeURIComponent(String(params[param])));
  const query = await fixture.query?.(world);
  const body = await fixture.body?.({ world, caller });
  return {
    label: `${name} (${endpoint.method} ${endpoint.path}) as ${actor.name}`,
    send: () =>
      t.app.inject({
        method: endpoint.method,
        url: `${API_BASE_PATH}${path}`,
        headers,
        ...(query
          ? { query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) }
          : {}),
        ...(body ? { payload: body } : endpoint.method === 'GET' ? {} : { payload: {} }),
      }),
  };
}

/** Nothing climber A keeps to themselves may reach anyone else. */
function expectNothingOfOwner(label: string, actor: Actor, body: string) {
  if (actor.signedIn === 'owner' || actor.signedIn === 'site_admin') return;
  for (const secret of world.secretsOfOwner) expect(body.includes(secret), `${label} answered ${secret}`).toBe(false);
}

describe('the authorization matrix', () => {
  it('reads the same operations as the OpenAPI document, each secured as its access says', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    const document = response.json<{ paths: Record<string, Record<string, { security?: object[] }>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const inTable = table.map(([, { method, path }]) => `${method} ${API_BASE_PATH}${path}`);
    expect(documented.sort()).toEqual(inTable.sort());
    for (const [name, { method, path, access }] of table) {
      const { security } = document.paths[`${API_BASE_PATH}${path}`]?.[method.toLowerCase()] ?? {};
      if (access === 'public') expect(security, name).toEqual([]);
      else if (access === 'api_key') expect(security, name).toBeUndefined();
      else expect(security, name).toEqual([{ apiAccessToken: [], bearer: [] }]);
    }
  });

  it("calls every gym staff endpoint as each of the gym's administrators and the other gym's", () => {
    const staffEndpoints = table.filter(([, endpoint]) => endpoint.narrowedTo === 'gym_staff');
    expect(staffEndpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of staffEndpoints) {
      const outcomes = Object.fromEntries(plan(endpoint).map((entry) => [entry.actor.signedIn ?? '', entry]));
      expect(outcomes.gym_manager, name).toMatchObject({ outcome: { allowed: true } });
      // Without a role (the administration area's home), any administrator of the gym passes.
      const roleless = endpoint.gymRole === undefined;
      if (roleless) expect(outcomes.gym_staff_without_role, name).toMatchObject({ outcome: { allowed: true } });
      const refusedStaff = roleless
        ? ['other_gym_manager', 'owner', 'other']
        : ['gym_staff_without_role', 'other_gym_manager', 'owner', 'other'];
      for (const refusedActor of refusedStaff) {
        expect(outcomes[refusedActor], `${name} as ${refusedActor}`).toMatchObject({
          outcome: { allowed: false, statuses: [403], role: endpoint.gymRole ?? 'gym_administrator' },
        });
      }
    }
  });

  describe('refused callers: the declared refusal, nothing of climber A answered, no row changed', () => {
    for (const [name, endpoint] of table) {
      it(name, async () => {
        const planned = plan(endpoint);
        for (const entry of planned) {
          if ('error' in entry) throw new Error(`${name} declares no access the matrix knows: ${entry.error}`);
        }
        for (const entry of planned) {
          if (!('outcome' in entry) || entry.outcome.allowed) continue;
          const { actor, outcome } = entry;
          const call = await callAs(name, endpoint, actor, null);
          const before = endpoint.method === 'GET' ? null : await snapshotOf(world);
          const response = await call.send();
          const message = `${call.label} (${outcome.why}): ${response.statusCode} ${response.body}`;
          expect(outcome.statuses, message).toContain(response.statusCode);
          const answer = response.body ? response.json<{ code?: string; need?: { role?: string } }>() : {};
          if (outcome.code) expect(answer.code, message).toBe(outcome.code);
          if (outcome.role) expect(answer.need?.role, message).toBe(outcome.role);
          expectNothingOfOwner(call.label, actor, response.body);
          if (before !== null) expect((await snapshotOf(world)) === before, `${message}: rows changed`).toBe(true);
          figures.cases += 1;
          figures.refused += 1;
        }
      });
    }
  });

  /** The allowed calls of one phase: 2xx, and nothing of climber A for anyone else. */
  async function callAllowed(name: string, endpoint: Endpoint, copy: Fixture['destructive'] | null) {
    for (const entry of plan(endpoint)) {
      if (!('outcome' in entry) || !entry.outcome.allowed) continue;
      const call = await callAs(name, endpoint, entry.actor, copy);
      const response = await call.send();
      expect(response.statusCode, `${call.label}: ${response.statusCode} ${response.body}`).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${call.label}: ${response.statusCode} ${response.body}`).toBeLessThan(300);
      expectNothingOfOwner(call.label, entry.actor, response.body);
      figures.cases += 1;
      figures.allowed += 1;
    }
  }

  const reads = table.filter(([, endpoint]) => endpoint.method === 'GET');
  const writes = table.filter(([name, endpoint]) => endpoint.method !== 'GET' && !destructiveKind(name, endpoint));
  const destructive = table.filter(([name, endpoint]) => destructiveKind(name, endpoint));

  describe('allowed callers: a 2xx answer to a valid request', () => {
    for (const [name, endpoint] of [...reads, ...writes]) it(name, () => callAllowed(name, endpoint, null));
  });

  describe('allowed destructive calls, last, on a copy of the record or of the caller', () => {
    for (const [name, endpoint] of destructive) {
      it(name, () => callAllowed(name, endpoint, destructiveKind(name, endpoint)));
    }
  });

  const expectedCases = table.length * ACTORS.length;
  it(`covers ${table.length} endpoints × ${ACTORS.length} actors = ${expectedCases} cases`, () => {
    console.info(
      `authorization matrix: ${table.length} endpoints × ${ACTORS.length} actors = ${figures.cases} cases ` +
        `(${figures.refused} refused, ${figures.allowed} allowed)`,
    );
    expect(figures.cases).toBe(expectedCases);
    expect(figures.cases).toBeGreaterThanOrEqual(table.length * 5);
  });
});
