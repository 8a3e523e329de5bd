import type { Notification } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../../src/community/notification.service';
import { notifications, type users } from '../../src/db/schema';
import type { DomainEvents } from '../../src/lib/domain-events';
import { createNotificationRow } from '../factories/community.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

type UserRow = typeof users.$inferSelect;

let t: TestApp;
let lucie: UserRow;
let marc: UserRow;
let asLucie: Record<string, string>;
let asMarc: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  lucie = (await createUser(t.db)).user;
  marc = (await createUser(t.db, { first_name: 'Marc' })).user;
  asLucie = await authHeaders(lucie, t.config.jwtSecret, t.keyHeaders);
  asMarc = await authHeaders(marc, t.config.jwtSecret, t.keyHeaders);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.delete(notifications);
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
}

function put(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers });
}

async function unreadCount(headers: Record<string, string>): Promise<unknown> {
  const response = await get('notifications/unread_count.json', headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Records the domain events of one name emitted from now on. */
function recordEvents<Name extends keyof DomainEvents>(name: Name): DomainEvents[Name][] {
  const seen: DomainEvents[Name][] = [];
  t.app.appContext.events.on(name, (payload) => {
    seen.push(payload);
  });
  return seen;
}

describe('without a signed-in climber', () => {
  it.each([
    ['GET', 'notifications.json'],
    ['GET', 'notifications.json?per_page=1000'],
    ['GET', 'notifications/unread_count.json'],
    ['PUT', 'notifications/1/read.json'],
    ['PUT', 'notifications/read_all.json'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers: t.keyHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 for a bad bearer token', async () => {
    const response = await get('notifications.json', { ...t.keyHeaders, authorization: 'Bearer not.a.jwt' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 without the API key, even signed in', async () => {
    const { authorization } = asLucie;
    const response = await get('notifications.json', { authorization: authorization as string });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });
});

describe('GET notifications.json', () => {
  beforeEach(async () => {
    await createNotificationRow(t.db, lucie.id, { notification_type: 'new_follower', created_at: at(1) });
    await createNotificationRow(t.db, lucie.id, {
      notification_type: 'new_like',
      payload: { photo_id: 7 },
      created_at: at(3),
    });
    await createNotificationRow(t.db, lucie.id, { notification_type: 'new_reply', created_at: at(2), read_at: at(4) });
    await createNotificationRow(t.db, marc.id, { notification_type: 'new_message', created_at: at(5) });
  });

  it('lists only unread notifications by default, newest first, with the total in X-Total-Count', async () => {
    const response = await get('notifications.json', asLucie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const body = response.json() as Notification[];
    expect(body.map((item) => item.notification_type)).toEqual(['new_like', 'new_follower']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      notification_type: 'new_like',
      payload: { photo_id: 7 },
      read: false,
      created_at: at(3).toISOString(),
    });
  });

  it('lists read ones too with unread_only=false', async () => {
    const response = await get('notifications.json?unread_only=false', asLucie);
    expect(response.headers['x-total-count']).toBe('3');
    expect((response.json() as Notification[]).map((item) => [item.notification_type, item.read])).toEqual([
      ['new_like', false],
      ['new_reply', true],
      ['new_follower', false],
    ]);
  });

  it('pages with page and per_page, the total unchanged', async () => {
    const first = await get('notifications.json?unread_only=false&per_page=2', asLucie);
    expect((first.json() as Notification[]).map((item) => item.notification_type)).toEqual(['new_like', 'new_reply']);
    const second = await get('notifications.json?unread_only=false&per_page=2&page=2', asLucie);
    expect(second.headers['x-total-count']).toBe('3');
    expect((second.json() as Notification[]).map((item) => item.notification_type)).toEqual(['new_follower']);
    const beyond = await get('notifications.json?unread_only=false&per_page=2&page=900000', asLucie);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
  });

  it("never shows another climber's notifications", async () => {
    const response = await get('notifications.json?unread_only=false', asMarc);
    expect((response.json() as Notification[]).map((item) => item.notification_type)).toEqual(['new_message']);
  });

  it('defaults per_page to 25', async () => {
    for (let index = 0; index < 26; index += 1) {
      await createNotificationRow(t.db, lucie.id, { created_at: at(10 + index) });
    }
    const response = await get('notifications.json', asLucie);
    expect(response.headers['x-total-count']).toBe('28');
    expect(response.json()).toHaveLength(25);
  });

  it.each([
    ['per_page=101', { per_page: ['too_big'] }],
    ['per_page=0', { per_page: ['too_small'] }],
    ['page=0', { page: ['too_small'] }],
    ['page=two', { page: ['not_a_number'] }],
    ['unread_only=yes', { unread_only: ['not_included'] }],
  ])('answers 422 for %s', async (query, error) => {
    const response = await get(`notifications.json?${query}`, asLucie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error });
  });
});

describe('GET notifications/unread_count.json', () => {
  it('answers a bare number: the unread notifications of the climber only', async () => {
    expect(await unreadCount(asLucie)).toBe(0);
    await createNotificationRow(t.db, lucie.id);
    await createNotificationRow(t.db, lucie.id);
    await createNotificationRow(t.db, lucie.id, { read_at: at(0) });
    await createNotificationRow(t.db, marc.id);
    expect(await unreadCount(asLucie)).toBe(2);
    expect(await unreadCount(asMarc)).toBe(1);
  });
});

describe('PUT notifications/{id}/read.json', () => {
  it("marks the climber's notification read and answers it", async () => {
    const row = await createNotificationRow(t.db, lucie.id, { notification_type: 'follow_request' });
    await createNotificationRow(t.db, lucie.id);
    const read = recordEvents('notifications.read');

    const response = await put(`notifications/${row.id}/read.json`, asLucie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, notification_type: 'follow_request', read: true });
    expect(await unreadCount(asLucie)).toBe(1);
    expect(read).toEqual([{ userId: lucie.id }]);

    // Reading it again changes nothing and announces nothing.
    const again = await put(`notifications/${row.id}/read.json`, asLucie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: row.id, read: true });
    expect(read).toHaveLength(1);
  });

  it("answers 404 for another climber's notification and leaves it unread", async () => {
    const marcs = await createNotificationRow(t.db, marc.id);
    const response = await put(`notifications/${marcs.id}/read.json`, asLucie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await unreadCount(asMarc)).toBe(1);
  });

  it('answers 404 for an id that does not exist, 422 for one that is not an id', async () => {
    expect((await put('notifications/999999/read.json', asLucie)).statusCode).toBe(404);
    const notAnId = await put('notifications/abc/read.json', asLucie);
    expect(notAnId.statusCode).toBe(422);
    expect(notAnId.json()).toEqual({ error: { id: ['not_a_number'] } });
    expect((await put('notifications/99999999999999999999999/read.json', asLucie)).statusCode).toBe(422);
  });
});

describe('PUT notifications/read_all.json', () => {
  it("marks every notification of the climber read, and no one else's", async () => {
    await createNotificationRow(t.db, lucie.id);
    await createNotificationRow(t.db, lucie.id);
    await createNotificationRow(t.db, marc.id);
    const read = recordEvents('notifications.read');

    const response = await put('notifications/read_all.json', asLucie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await unreadCount(asLucie)).toBe(0);
    expect(await unreadCount(asMarc)).toBe(1);
    expect((await get('notifications.json', asLucie)).json()).toEqual([]);
    expect(read).toEqual([{ userId: lucie.id }]);

    // Nothing left to read: still 204, nothing announced.
    expect((await put('notifications/read_all.json', asLucie)).statusCode).toBe(204);
    expect(read).toHaveLength(1);
  });
});

describe('creating notifications', () => {
  it('createNotification stores it unread, answers it and announces notification.created', async () => {
    const created = recordEvents('notification.created');
    const result = await createNotification(t.app.appContext, lucie.id, 'new_follower', { user_id: marc.id });
    expect(result).toMatchObject({ notification_type: 'new_follower', payload: { user_id: marc.id }, read: false });
    expect(created).toEqual([{ userId: lucie.id, notificationId: result.id }]);
    const listed = (await get('notifications.json', asLucie)).json() as Notification[];
    expect(listed).toEqual([result]);
  });

  it('a password change notifies the climber (user.password_changed)', async () => {
    t.app.appContext.events.emit('user.password_changed', { userId: lucie.id });
    await vi.waitFor(async () => expect(await unreadCount(asLucie)).toBe(1));
    const [item] = (await get('notifications.json', asLucie)).json() as Notification[];
    expect(item).toMatchObject({ notification_type: 'password_changed', payload: {}, read: false });
    expect(await unreadCount(asMarc)).toBe(0);
  });

  it('a regenerated API key notifies the climber with the organization (organization.key_regenerated)', async () => {
    t.app.appContext.events.emit('organization.key_regenerated', {
      userId: marc.id,
      organizationId: 42,
      organizationName: 'Topo libre',
    });
    await vi.waitFor(async () => expect(await unreadCount(asMarc)).toBe(1));
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, marc.id));
    expect(rows).toHaveLength(1);
    const [item] = (await get('notifications.json', asMarc)).json() as Notification[];
    expect(item).toMatchObject({
      notification_type: 'api_key_regenerated',
      payload: { organization_id: 42, organization_name: 'Topo libre' },
    });
  });
});
