import { randomUUID } from 'node:crypto';
import { currentUser, GYM_ROLES } from '@climb/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/accounts/auth';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getCurrentUser,
  putCurrentUser,
  type RecordedEvent,
  recordEvents,
  signedIn,
  storedUser,
} from './current-user.helpers';

let t: TestApp;
const events: RecordedEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  recordEvents(t, ['user.updated'], events);
});

beforeEach(() => {
  events.length = 0;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/current_users.json', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await getCurrentUser(t, t.keyHeaders);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
  });

  it('answers 401 for a garbage token, a token signed with another secret and an expired one', async () => {
    const { user } = await createUser(t.db);
    const foreign = await new AccessTokens('another-secret-another-secret-another').sign(user);
    const expired = await new AccessTokens(t.config.jwtSecret).sign(user, Math.floor(Date.now() / 1000) - 90_000);
    for (const token of ['not-a-jwt', 'a.b.c', foreign, expired]) {
      const response = await getCurrentUser(t, { ...t.keyHeaders, authorization: `Bearer ${token}` });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('answers 403 without the API key, even with a valid token', async () => {
    const { headers } = await signedIn(t);
    const response = await getCurrentUser(t, { authorization: headers.authorization as string });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });

  it('shows the signed-in climber: profile, rights, socket token and settings, nothing more', async () => {
    const { user, headers } = await signedIn(t, {
      date_of_birth: '1990-04-12',
      gender: 'female',
      language: 'en',
      climbing_types: ['bouldering'],
      grade_min_value: 18,
      grade_max_value: 30,
      email_notifications: ['new_message'],
    });
    const response = await getCurrentUser(t, headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      uuid: user.uuid,
      first_name: 'Lucie',
      last_name: user.last_name,
      slug_name: user.slug_name,
      email: user.email,
      description: null,
      gender: 'female',
      date_of_birth: '1990-04-12',
      language: 'en',
      climbing_types: ['bouldering'],
      grade_min_value: 18,
      grade_max_value: 30,
      avatar: null,
      banner: null,
      super_admin: false,
      administered_gyms: [],
      // The calling session's socket token (test/realtime): this bearer token names none.
      ws_token: '',
      scope: ['user'],
      privacy: { public_profile: true, public_outdoor_ascents: true, public_indoor_ascents: true },
      partner_search: false,
      email_notifications: ['new_message'],
      created_at: user.created_at.toISOString(),
    });
    expect(currentUser.strict().safeParse(body).success).toBe(true);
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('argon2');
  });

  it('lists the gyms the climber administers, by name, with their roles there', async () => {
    const { user, headers } = await signedIn(t);
    const vaise = await createGym(t.db, { name: 'Vertical Vaise', slug_name: 'vertical-vaise' });
    const bloc = await createGym(t.db, { name: 'Bloc Session', slug_name: 'bloc-session' });
    await createGymAdministrator(t.db, { gymId: vaise.id, userId: user.id, roles: ['manage_opening'] });
    await createGymAdministrator(t.db, { gymId: bloc.id, userId: user.id });
    const body = (await getCurrentUser(t, headers)).json();
    expect(body.administered_gyms).toEqual([
      { id: bloc.id, name: 'Bloc Session', slug_name: 'bloc-session', roles: [...GYM_ROLES] },
      { id: vaise.id, name: 'Vertical Vaise', slug_name: 'vertical-vaise', roles: ['manage_opening'] },
    ]);
    expect(currentUser.strict().safeParse(body).success).toBe(true);
  });

  it('gives a site administrator the super_admin flag and scope', async () => {
    const { headers } = await signedIn(t, { super_admin: true });
    const body = (await getCurrentUser(t, headers)).json();
    expect(body.super_admin).toBe(true);
    expect(body.scope).toEqual(['user', 'super_admin']);
  });
});

describe('PUT /api/v1/current_users.json', () => {
  it('changes the profile and settings, stores them and announces user.updated', async () => {
    const { user, headers } = await signedIn(t);
    const response = await putCurrentUser(t, headers, {
      user: {
        first_name: 'Marie',
        last_name: 'Paradis',
        description: 'Calcaire avant tout',
        gender: 'female',
        date_of_birth: '1985-07-14',
        language: 'en',
        climbing_types: ['sport_climbing', 'multi_pitch'],
        grade_min_value: 15,
        grade_max_value: 28,
        public_profile: false,
        public_outdoor_ascents: false,
        public_indoor_ascents: false,
        partner_search: true,
        email_notifications: ['new_message', 'new_follower'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Marie',
      last_name: 'Paradis',
      description: 'Calcaire avant tout',
      language: 'en',
      climbing_types: ['sport_climbing', 'multi_pitch'],
      grade_min_value: 15,
      grade_max_value: 28,
      privacy: { public_profile: false, public_outdoor_ascents: false, public_indoor_ascents: false },
      partner_search: true,
      email_notifications: ['new_message', 'new_follower'],
    });
    const row = await storedUser(t, user.id);
    expect(row).toMatchObject({ first_name: 'Marie', date_of_birth: '1985-07-14', partner_search: true });
    expect(row.slug_name).toBe(user.slug_name);
    expect(events).toEqual([{ name: 'user.updated', payload: { userId: user.id, reason: 'profile' } }]);
  });

  it('leaves the fields it is not given as they are', async () => {
    const { user, headers } = await signedIn(t, { description: 'Granite', grade_min_value: 12 });
    const response = await putCurrentUser(t, headers, { user: { first_name: 'Zoé' } });
    expect(response.statusCode).toBe(200);
    expect(await storedUser(t, user.id)).toMatchObject({
      first_name: 'Zoé',
      description: 'Granite',
      grade_min_value: 12,
    });
  });

  describe('e-mail', () => {
    it("refuses another climber's e-mail written in another case with `taken`", async () => {
      const { user: other } = await createUser(t.db, { email: `marc.${randomUUID()}@example.test` });
      const { user, headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { email: (other.email as string).toUpperCase() } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { email: ['taken'] } });
      expect((await storedUser(t, user.id)).email).toBe(user.email);
      expect(events).toEqual([]);
    });

    it('accepts a new free address, stored in lower case, and the own address in another case', async () => {
      const { user, headers } = await signedIn(t);
      const fresh = `Nouvelle.${randomUUID()}@Example.TEST`;
      const changed = await putCurrentUser(t, headers, { user: { email: fresh } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().email).toBe(fresh.toLowerCase());
      const again = await putCurrentUser(t, headers, { user: { email: fresh.toUpperCase() } });
      expect(again.statusCode).toBe(200);
      expect((await storedUser(t, user.id)).email).toBe(fresh.toLowerCase());
    });

    it('refuses a malformed address', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { email: 'not-an-address' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { email: ['invalid'] } });
    });
  });

  describe('grade range', () => {
    it('refuses a maximum below the minimum with `grade_max_value: too_small`', async () => {
      const { user, headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { grade_min_value: 25, grade_max_value: 20 } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { grade_max_value: ['too_small'] } });
      expect(await storedUser(t, user.id)).toMatchObject({ grade_min_value: null, grade_max_value: null });
    });

    it('checks a new bound against the stored one', async () => {
      const { headers } = await signedIn(t, { grade_min_value: 20, grade_max_value: 30 });
      const response = await putCurrentUser(t, headers, { user: { grade_max_value: 19 } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { grade_max_value: ['too_small'] } });
      expect((await putCurrentUser(t, headers, { user: { grade_max_value: 20 } })).statusCode).toBe(200);
    });

    it('refuses grade values outside the grade table', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { grade_min_value: 0, grade_max_value: 61 } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { grade_min_value: ['too_small'], grade_max_value: ['too_big'] } });
    });
  });

  describe('partner search and minors', () => {
    const minorBirthDate = () => `${new Date().getUTCFullYear() - 15}-01-01`;

    it('refuses partner search to a minor with `partner_search: invalid`', async () => {
      const { user, headers } = await signedIn(t, { date_of_birth: minorBirthDate() });
      const response = await putCurrentUser(t, headers, { user: { partner_search: true } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { partner_search: ['invalid'] } });
      expect((await storedUser(t, user.id)).partner_search).toBe(false);
    });

    it('refuses it when the date of birth given with it makes a minor', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, {
        user: { partner_search: true, date_of_birth: minorBirthDate() },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { partner_search: ['invalid'] } });
    });

    it('turns it off when a new date of birth makes the climber a minor', async () => {
      const { user, headers } = await signedIn(t, { date_of_birth: '1990-01-01', partner_search: true });
      const response = await putCurrentUser(t, headers, { user: { date_of_birth: minorBirthDate() } });
      expect(response.statusCode).toBe(200);
      expect(response.json().partner_search).toBe(false);
      expect((await storedUser(t, user.id)).partner_search).toBe(false);
    });

    it('lets an adult turn it on', async () => {
      const { headers } = await signedIn(t, { date_of_birth: '1990-01-01' });
      const response = await putCurrentUser(t, headers, { user: { partner_search: true } });
      expect(response.statusCode).toBe(200);
      expect(response.json().partner_search).toBe(true);
    });
  });

  describe('the body', () => {
    it('refuses unknown fields, such as rights a climber would give themself', async () => {
      const { user, headers } = await signedIn(t);
      for (const extra of [{ super_admin: true }, { ws_token: 'mine' }, { nickname: 'Lulu' }]) {
        const response = await putCurrentUser(t, headers, { user: { first_name: 'Lucie', ...extra } });
        expect(response.statusCode, JSON.stringify(extra)).toBe(422);
        expect(response.json()).toEqual({ error: { [Object.keys(extra)[0] as string]: ['unknown'] } });
      }
      expect(await storedUser(t, user.id)).toMatchObject({ super_admin: false });
    });

    it('names an unknown field inside `user` and beside it, and saves nothing', async () => {
      const { user, headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { frist_name: 'Lucie' }, language: 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { frist_name: ['unknown'], language: ['unknown'] } });
      expect(await storedUser(t, user.id)).toMatchObject({ first_name: user.first_name, language: user.language });
    });

    it('refuses an update that changes no field', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: {} });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { base: ['required'] } });
    });

    it('refuses enum values outside their lists with `not_included`', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, {
        user: {
          gender: 'robot',
          language: 'de',
          climbing_types: ['ice_climbing'],
          email_notifications: ['spam'],
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: {
          gender: ['not_included'],
          language: ['not_included'],
          climbing_types: ['not_included'],
          email_notifications: ['not_included'],
        },
      });
    });

    it('only lets the e-mailable notification types be e-mailed', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { user: { email_notifications: ['password_changed'] } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { email_notifications: ['not_included'] } });
    });

    it('refuses a date of birth in the future and blank names', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, {
        user: { date_of_birth: '2999-01-01', first_name: '  ', last_name: 'x'.repeat(61) },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: { date_of_birth: ['in_the_future'], first_name: ['required'], last_name: ['too_long'] },
      });
    });

    it('refuses a body without the `user` wrapper', async () => {
      const { headers } = await signedIn(t);
      const response = await putCurrentUser(t, headers, { first_name: 'Lucie' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { base: ['required'], first_name: ['unknown'] } });
    });

    it('answers 401 before validating for an anonymous caller', async () => {
      const response = await putCurrentUser(t, t.keyHeaders, { user: { gender: 'robot' } });
      expect(response.statusCode).toBe(401);
    });
  });
});
describe('the OpenAPI document', () => {
  it('documents every current-user route with its schemas, tag and bearer security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const expected: [string, string][] = [
      ['/api/v1/current_users.json', 'get'],
      ['/api/v1/current_users.json', 'put'],
      ['/api/v1/current_users.json', 'delete'],
      ['/api/v1/current_users/update_password.json', 'put'],
      ['/api/v1/current_users/avatar.json', 'post'],
      ['/api/v1/current_users/avatar.json', 'delete'],
      ['/api/v1/current_users/banner.json', 'post'],
      ['/api/v1/current_users/banner.json', 'delete'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['current_users']);
      expect(operation.security).toEqual([{ apiAccessToken: [], bearer: [] }]);
    }
    expect(JSON.stringify(document.paths['/api/v1/current_users.json'].put.requestBody)).toContain('partner_search');
    expect(document.paths['/api/v1/current_users.json'].get.responses['200']).toBeDefined();
    const upload = document.paths['/api/v1/current_users/avatar.json'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(document.paths['/uploads/{*}']).toBeUndefined();
  });
});
