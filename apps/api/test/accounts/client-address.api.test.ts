import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A route that answers the address the server takes for the client (rate limits count by it). */
function withAddressRoute(app: TestApp['app']) {
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
}

function addressOf(t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return t.app
    .inject({ method: 'GET', url: '/test/client-address', headers, remoteAddress })
    .then((response) => (response.json() as { ip: string }).ip);
}

function randomAddress(): string {
  return Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');
}

describe('the client address, with no TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMITS: 'sign_in_ip=30/60,sign_up_ip=5/3600' },
      extend: withAddressRoute,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the connection’s: X-Forwarded-For chosen by the client is ignored', async () => {
    expect(await addressOf(t, { 'x-forwarded-for': '198.51.100.1' }, '192.0.2.9')).toBe('192.0.2.9');
    expect(await addressOf(t, { 'x-forwarded-for': '198.51.100.1, 192.0.2.200' }, '192.0.2.9')).toBe('192.0.2.9');
  });

  it('keeps the per-address sign-in limit when every attempt claims another address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/sign_in',
        headers: { ...t.keyHeaders, 'x-forwarded-for': randomAddress() },
        remoteAddress: '192.0.2.10',
        payload: { email: `nobody.${index}@example.test`, password: 'Wrong2026x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('keeps the per-address sign-up limit: one machine cannot open 25 accounts', async () => {
    let created = 0;
    for (let index = 0; index < 25; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/sign_up',
        headers: { ...t.keyHeaders, 'x-forwarded-for': randomAddress() },
        remoteAddress: '192.0.2.11',
        payload: {
          first_name: 'Many',
          last_name: 'Accounts',
          email: `many.${index}.${Date.now()}@example.test`,
          password: 'Granite2026',
          password_confirmation: 'Granite2026',
        },
      });
      if (response.statusCode === 201) created += 1;
      else expect(response.statusCode).toBe(429);
    }
    expect(created).toBe(5);
  });
});

describe('the client address behind trusted proxies (TRUST_PROXY)', () => {
  it('with a hop count, is the address the trusted proxy appended, never the one the client wrote', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' }, extend: withAddressRoute });
    try {
      // The client wrote 198.51.100.1; the proxy appended the address it saw.
      expect(await addressOf(t, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '10.0.0.2')).toBe('203.0.113.7');
      expect(await addressOf(t, { 'x-forwarded-for': '203.0.113.8' }, '10.0.0.2')).toBe('203.0.113.8');
    } finally {
      await t.close();
    }
  });

  it('with addresses or ranges, believes only those proxies', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' }, extend: withAddressRoute });
    try {
      expect(await addressOf(t, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '10.0.0.2')).toBe('203.0.113.7');
      // A connection from outside the trusted range: its header is ignored.
      expect(await addressOf(t, { 'x-forwarded-for': '203.0.113.7' }, '192.0.2.50')).toBe('192.0.2.50');
    } finally {
      await t.close();
    }
  });
});
