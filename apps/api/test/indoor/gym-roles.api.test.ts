import {
  type CurrentUser,
  type Endpoint,
  endpoints,
  GYM_ROLES,
  type Gym,
  type GymRole,
  type GymRoute,
  type GymSector,
  type GymSpace,
} from '@climb/contracts';
import { GYM_ROLE_CASES, type GymRoleCase } from '@climb/contracts/platform/gym-role-cases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, expectCall, type WikiCallers, type WikiTestApp, wikiCallers } from '../outdoor/crags/wiki-api';
import { addGym, addSector, addSpace, imageForm, upload } from './indoor-api';

/*
 * Who writes a gym once it has staff (docs/domain/indoor.md, "Staff"): its administrators holding the role the
 * endpoint table names, and site administrators; a gym without staff stays the wiki every climber writes.
 */

/** The gym-administrator guard, behind a route of its own: the administration area's calls will use it so. */
function guardedRoute(app: FastifyInstance) {
  app.get('/api/v1/test/gyms/:gymId/staff.json', async (request) => {
    const { gymId } = request.params as { gymId: string };
    const { role } = request.query as { role?: GymRole };
    await app.appContext.guards.requireGymAdministrator(request, Number(gymId), role);
    return { ok: true };
  });
}

const wiki = {} as WikiTestApp;
let t: TestApp;
let callers: WikiCallers;

beforeAll(async () => {
  t = await createTestApp({ extend: guardedRoute });
  callers = await wikiCallers(t);
  Object.assign(wiki, { t, callers });
});

afterAll(async () => {
  await t?.close();
});

/** A climber, and the headers of their calls. */
async function climber(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A climber on the gym's staff with these roles. */
async function staffMember(gymId: number, roles: readonly GymRole[] = GYM_ROLES) {
  const member = await climber();
  await createGymAdministrator(t.db, { gymId, userId: member.user.id, roles });
  return member;
}

/** A gym written through the API while it had no staff: a space with a plan, a sector and a route. */
async function gymWithRecords(name: string) {
  const gym = await addGym(wiki, { name });
  const space = await addSpace(wiki, gym.id);
  const plan = await upload(wiki, `gym_spaces/${space.id}/plan.json`, callers.climber, await imageForm(1000, 600));
  expect(plan.statusCode, plan.body).toBe(200);
  const sector = await addSector(wiki, space.id);
  const route = await expectCall<GymRoute>(t, 201, 'POST', 'gym_routes.json', callers.climber, routeBody(sector.id));
  return { gym, space, sector, route };
}

function routeBody(sectorId: number) {
  return {
    gym_sector_id: sectorId,
    climbing_type: 'bouldering',
    level_index: 1,
    hold_colors: ['green'],
    opened_at: '2026-11-20',
  };
}

/** Expects the 403 naming the gym and the role, and gives back nothing. */
async function expectRefused(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  need: { gym_name: string; role: string },
  payload?: object,
) {
  const response = await call(t, method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
  expect(response.json()).toMatchObject({ code: 'forbidden', need });
  expect(response.json().need).toEqual(need);
}

describe('the endpoint table', () => {
  /**
   * The calls that write a gym's record: all but creating a gym and claiming one, which any climber makes, and those
   * only site administrators make (recording a gym's plan).
   */
  const gymWrites = Object.entries(endpoints as Record<string, Endpoint>).filter(
    ([, { method, path, access }]) =>
      method !== 'GET' &&
      access !== 'site_admin' &&
      (/^\/gyms\/\{id\}/.test(path) || /^\/gym_(spaces|sectors|routes)[./]/.test(path)) &&
      path !== '/gyms/{id}/administration_requests.json',
  );

  it('finds every write of a gym record, images included', () => {
    const names = gymWrites.map(([name]) => name);
    for (const expected of [
      'updateGym',
      'deleteGym',
      'uploadGymBanner',
      'createGymSpace',
      'deleteGymSpacePlan',
      'createGymSector',
      'deleteGymSector',
      'updateGymRoute',
      'deleteGymRouteThumbnail',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).not.toContain('createGym');
    expect(names).not.toContain('createGymAdministrationRequest');
  });

  it("narrows each to the gym's staff with the role it needs, so that no new write can forget it", () => {
    for (const [name, endpoint] of gymWrites) {
      expect(endpoint.narrowedTo, name).toBe('gym_staff');
      expect(GYM_ROLES, name).toContain(endpoint.gymRole);
    }
  });
});

describe('a gym with staff', () => {
  let staffed: Awaited<ReturnType<typeof gymWithRecords>>;
  let open: Awaited<ReturnType<typeof gymWithRecords>>;
  let manager: Awaited<ReturnType<typeof climber>>;
  let setter: Awaited<ReturnType<typeof climber>>;
  const name = 'Bloc Session Vaise';
  const needs = (role: GymRole) => ({ gym_name: name, role });

  beforeAll(async () => {
    staffed = await gymWithRecords(name);
    open = await gymWithRecords('Vertical Hall Gerland');
    manager = await staffMember(staffed.gym.id);
    setter = await staffMember(staffed.gym.id, ['manage_opening']);
  });

  it('says it is administered, and a gym without staff that it is not', async () => {
    const read = (id: number) => expectCall<Gym>(t, 200, 'GET', `gyms/${id}.json`, callers.visitor);
    expect((await read(staffed.gym.id)).administered).toBe(true);
    expect((await read(open.gym.id)).administered).toBe(false);
  });

  it('refuses a climber who is not staff its gym, spaces, sectors and routes, naming the gym and the role', async () => {
    const { gym, space, sector, route } = staffed;
    const headers = callers.climber;
    await expectRefused('PUT', `gyms/${gym.id}.json`, headers, needs('manage_gym'), { hours: 'Fermé' });
    await expectRefused('POST', 'gym_spaces.json', headers, needs('manage_spaces'), { gym_id: gym.id, name: 'Pan' });
    await expectRefused('PUT', `gym_spaces/${space.id}.json`, headers, needs('manage_spaces'), { name: 'Pan' });
    await expectRefused('POST', 'gym_sectors.json', headers, needs('manage_opening'), {
      gym_space_id: space.id,
      name: 'Le Toit',
    });
    await expectRefused('PUT', `gym_sectors/${sector.id}.json`, headers, needs('manage_opening'), { height: 5 });
    await expectRefused('POST', 'gym_routes.json', headers, needs('manage_opening'), routeBody(sector.id));
    await expectRefused('PUT', `gym_routes/${route.id}.json`, headers, needs('manage_opening'), { openers: ['Zoé'] });
    const logo = await upload(wiki, `gyms/${gym.id}/logo.json`, headers, await imageForm(200, 200, 'logo.png'));
    expect(logo.statusCode).toBe(403);
    expect(logo.json().need).toEqual(needs('manage_gym'));
    const read = await expectCall<GymSpace>(t, 200, 'GET', `gym_spaces/${space.id}.json`, callers.visitor);
    expect(read.name).toBe(space.name);
  });

  it('still lets the climber write a gym without staff', async () => {
    const { gym, space, sector, route } = open;
    await expectCall(t, 200, 'PUT', `gyms/${gym.id}.json`, callers.climber, { hours: 'Tous les jours' });
    await expectCall(t, 201, 'POST', 'gym_spaces.json', callers.climber, { gym_id: gym.id, name: 'Pan' });
    await expectCall(t, 200, 'PUT', `gym_spaces/${space.id}.json`, callers.climber, { description: 'Salle' });
    await expectCall(t, 200, 'PUT', `gym_sectors/${sector.id}.json`, callers.climber, { height: 5 });
    await expectCall(t, 201, 'POST', 'gym_routes.json', callers.climber, routeBody(sector.id));
    await expectCall(t, 200, 'PUT', `gym_routes/${route.id}.json`, callers.climber, { openers: ['Zoé'] });
    // Deleting stays with site administrators while the gym has no staff.
    const refused = await call(t, 'DELETE', `gym_routes/${route.id}.json`, callers.climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().need).toEqual({ role: 'super_admin' });
  });

  it("keeps a gym's administrator out of another gym", async () => {
    const other = await createGym(t.db, { name: 'Salle de Bruno' });
    const otherSpace = await createGymSpace(t.db, other.id);
    await staffMember(other.id);
    const needOther = (role: GymRole) => ({ gym_name: 'Salle de Bruno', role });
    await expectRefused('PUT', `gyms/${other.id}.json`, manager.headers, needOther('manage_gym'), { hours: 'Fermé' });
    await expectRefused('POST', 'gym_spaces.json', manager.headers, needOther('manage_spaces'), {
      gym_id: other.id,
      name: 'Pan',
    });
    await expectRefused('DELETE', `gym_spaces/${otherSpace.id}.json`, manager.headers, needOther('manage_spaces'));
  });

  it('keeps what its administrators write within their gym', async () => {
    const elsewhere = await createGym(t.db);
    const elsewhereSector = await createGymSector(t.db, await createGymSpace(t.db, elsewhere.id));
    const moved = await call(t, 'PUT', `gym_routes/${staffed.route.id}.json`, manager.headers, {
      gym_sector_id: elsewhereSector.id,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error).toEqual({ gym_sector_id: ['not_included'] });
    const sectorMoved = await call(t, 'PUT', `gym_sectors/${staffed.sector.id}.json`, manager.headers, {
      gym_space_id: elsewhereSector.gym_space_id,
    });
    expect(sectorMoved.statusCode).toBe(422);
    expect(sectorMoved.json().error).toEqual({ gym_space_id: ['not_included'] });
  });

  it('lets an administrator set routes with manage_opening, not add a space without manage_spaces', async () => {
    await expectRefused('POST', 'gym_spaces.json', setter.headers, needs('manage_spaces'), {
      gym_id: staffed.gym.id,
      name: 'Pan',
    });
    await expectRefused('PUT', `gyms/${staffed.gym.id}.json`, setter.headers, needs('manage_gym'), { hours: 'Fermé' });
    const route = await expectCall<GymRoute>(t, 201, 'POST', 'gym_routes.json', setter.headers, {
      ...routeBody(staffed.sector.id),
    });
    await expectCall(t, 200, 'PUT', `gym_routes/${route.id}.json`, setter.headers, { openers: ['Zoé'] });
    await expectCall(t, 200, 'PUT', `gym_sectors/${staffed.sector.id}.json`, setter.headers, { height: 4 });
    const thumbnail = await upload(
      wiki,
      `gym_routes/${route.id}/thumbnail.json`,
      setter.headers,
      await imageForm(200, 200, 'prise.png'),
    );
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
  });

  it('lets its manager and a site administrator write it all', async () => {
    const space = await expectCall<GymSpace>(t, 201, 'POST', 'gym_spaces.json', manager.headers, {
      gym_id: staffed.gym.id,
      name: 'Salle du haut',
    });
    await expectCall(t, 200, 'PUT', `gyms/${staffed.gym.id}.json`, manager.headers, { hours: 'Midi à minuit' });
    await expectCall(t, 200, 'PUT', `gym_spaces/${space.id}.json`, callers.admin, { description: 'Au premier' });
    await expectCall(t, 201, 'POST', 'gym_sectors.json', callers.admin, { gym_space_id: space.id, name: 'Dalle' });
  });

  it('follows the roles for deletes, site administrators keeping theirs', async () => {
    const space = await expectCall<GymSpace>(t, 201, 'POST', 'gym_spaces.json', manager.headers, {
      gym_id: staffed.gym.id,
      name: 'Salle à vider',
    });
    const sector = await expectCall<GymSector>(t, 201, 'POST', 'gym_sectors.json', setter.headers, {
      gym_space_id: space.id,
      name: 'Dévers',
    });
    const route = await expectCall<GymRoute>(t, 201, 'POST', 'gym_routes.json', setter.headers, routeBody(sector.id));
    await expectRefused('DELETE', `gym_routes/${route.id}.json`, callers.climber, needs('manage_opening'));
    await expectCall(t, 204, 'DELETE', `gym_routes/${route.id}.json`, setter.headers);
    await expectRefused('DELETE', `gym_spaces/${space.id}.json`, setter.headers, needs('manage_spaces'));
    await expectCall(t, 204, 'DELETE', `gym_sectors/${sector.id}.json`, setter.headers);
    await expectCall(t, 204, 'DELETE', `gym_spaces/${space.id}.json`, manager.headers);

    const closing = await createGym(t.db, { name: 'Salle qui ferme' });
    const closingManager = await staffMember(closing.id, ['manage_gym']);
    const closingSetter = await staffMember(closing.id, ['manage_opening', 'manage_spaces']);
    const needClosing = { gym_name: 'Salle qui ferme', role: 'manage_gym' };
    await expectRefused('DELETE', `gyms/${closing.id}.json`, callers.climber, needClosing);
    await expectRefused('DELETE', `gyms/${closing.id}.json`, closingSetter.headers, needClosing);
    await expectCall(t, 204, 'DELETE', `gyms/${closing.id}.json`, closingManager.headers);
    const another = await createGym(t.db);
    await staffMember(another.id);
    await expectCall(t, 204, 'DELETE', `gyms/${another.id}.json`, callers.admin);
  });

  it('lists the administered gym with its roles in current_users.json', async () => {
    const both = await climber();
    await createGymAdministrator(t.db, { gymId: staffed.gym.id, userId: both.user.id, roles: ['manage_contests'] });
    await createGymAdministrator(t.db, { gymId: open.gym.id, userId: both.user.id, roles: ['manage_spaces'] });
    const me = await expectCall<CurrentUser>(t, 200, 'GET', 'current_users.json', both.headers);
    // By gym name.
    expect(me.administered_gyms).toEqual([
      { id: staffed.gym.id, name, slug_name: staffed.gym.slug_name, roles: ['manage_contests'] },
      { id: open.gym.id, name: 'Vertical Hall Gerland', slug_name: open.gym.slug_name, roles: ['manage_spaces'] },
    ]);
    const mine = await expectCall<CurrentUser>(t, 200, 'GET', 'current_users.json', manager.headers);
    expect(mine.administered_gyms).toEqual([
      { id: staffed.gym.id, name, slug_name: staffed.gym.slug_name, roles: [...GYM_ROLES] },
    ]);
  });
});

/** The real write each role is checked with (on a fresh space and sector of the gym). */
const WRITES: Partial<
  Record<GymRole, (gymId: number, ids: { sectorId: number }) => { method: 'POST' | 'PUT'; url: string; body: object }>
> = {
  manage_spaces: (gymId) => ({ method: 'POST', url: 'gym_spaces.json', body: { gym_id: gymId, name: 'Pan' } }),
  manage_opening: (_gymId, { sectorId }) => ({ method: 'POST', url: 'gym_routes.json', body: routeBody(sectorId) }),
  manage_gym: (gymId) => ({ method: 'PUT', url: `gyms/${gymId}.json`, body: { hours: 'Tous les jours' } }),
};

/** The case's gyms made real: the one asked about, and the others its viewer administers, by the case's ids. */
async function realGyms(testCase: GymRoleCase) {
  const byCaseId = new Map<number, number>();
  const gym = await createGym(t.db, { name: testCase.gym.name });
  byCaseId.set(testCase.gym.id, gym.id);
  for (const { id } of testCase.viewer?.administered_gyms ?? []) {
    if (!byCaseId.has(id)) byCaseId.set(id, (await createGym(t.db, { name: `Autre salle ${id}` })).id);
  }
  // A staffed gym has staff besides the viewer; a gym without staff has none.
  if (testCase.gym.staffed) await staffMember(gym.id, ['manage_contests']);
  return { gym, byCaseId };
}

describe('the API guard against the shared cases (GYM_ROLE_CASES)', () => {
  for (const testCase of GYM_ROLE_CASES) {
    it(testCase.name, async () => {
      const { gym, byCaseId } = await realGyms(testCase);
      let headers: Record<string, string> = t.keyHeaders;
      if (testCase.viewer) {
        const viewer = await climber({ super_admin: testCase.viewer.super_admin });
        for (const record of testCase.viewer.administered_gyms) {
          const gymId = byCaseId.get(record.id) as number;
          await createGymAdministrator(t.db, { gymId, userId: viewer.user.id, roles: record.roles });
        }
        headers = viewer.headers;
      }
      const sector = await createGymSector(t.db, await createGymSpace(t.db, gym.id));
      const write = testCase.role ? WRITES[testCase.role] : undefined;
      if (testCase.role && !write) throw new Error(`teach the test a write needing ${testCase.role}`);
      const response = write
        ? await (async () => {
            const { method, url, body } = write(gym.id, { sectorId: sector.id });
            return call(t, method, url, headers, body);
          })()
        : await t.app.inject({ url: `/api/v1/test/gyms/${gym.id}/staff.json`, headers });
      const label = `${response.statusCode} ${response.body}`;
      if (testCase.refusal === null) {
        expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, label).toBeLessThan(300);
      } else if (testCase.viewer === null) {
        // The API asks a visitor to sign in before it can say what they lack.
        expect(response.statusCode, label).toBe(401);
      } else {
        expect(response.statusCode, label).toBe(403);
        expect(response.json().need).toEqual(testCase.refusal);
      }
    });
  }

  it('names the role the guard asks for, and lets any administrator of the gym in without one', async () => {
    const gym = await createGym(t.db, { name: 'Salle des juges' });
    const judge = await staffMember(gym.id, ['manage_contests']);
    const ask = (headers: Record<string, string>, role?: GymRole) =>
      t.app.inject({ url: `/api/v1/test/gyms/${gym.id}/staff.json${role ? `?role=${role}` : ''}`, headers });
    expect((await ask(judge.headers)).statusCode).toBe(200);
    expect((await ask(judge.headers, 'manage_contests')).statusCode).toBe(200);
    const refused = await ask(judge.headers, 'manage_subscription');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().need).toEqual({ gym_name: 'Salle des juges', role: 'manage_subscription' });
    expect((await ask(callers.admin, 'manage_subscription')).statusCode).toBe(200);
  });
});
