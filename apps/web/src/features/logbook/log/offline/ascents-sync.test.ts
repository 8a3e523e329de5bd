import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { i18next } from '../../../../lib/i18n';
import enCommon from '../../../../locales/en/common.json';
import enIndoorEnums from '../../../../locales/en/indoor-enums.json';
import enLogbook from '../../../../locales/en/logbook.json';
import enLogbookIndoor from '../../../../locales/en/logbook-indoor.json';
import enRules from '../../../../locales/en/rules.json';
import { useAlertStore } from '../../../../platform/alerts/alert-store';
import {
  clearPendingAscents,
  type NewPendingAscent,
  useAscentsPusherStore,
} from '../../../../stores/ascents-pusher-store';
import { failureOutcome, pushPendingAscents, syncPendingAscents } from './ascents-sync';

const ME = '0b3f6a1e-8c1d-4d53-9a55-5f8f3f0b8a11';
const SOMEONE_ELSE = '5c7e1d2a-3b4f-4c6d-8e9f-0a1b2c3d4e5f';
const key = (n: number) => `7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b${String(n).padStart(2, '0')}`;

function ascent(n: number, userUuid: string | null = ME): NewPendingAscent {
  return {
    userUuid,
    payload: { crag_route_id: 40 + n, released_at: '2026-05-31', ascent_status: 'red_point', idempotency_key: key(n) },
    display: { route_name: `Voie ${n}`, crag_name: 'Céüse', grade_text: '6a', climbing_type: 'sport_climbing' },
  };
}

async function queue(...ascents: NewPendingAscent[]) {
  for (const item of ascents) {
    await useAscentsPusherStore.getState().enqueue(item);
    // Distinct creation times: the queue keeps the order they were logged in.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** An indoor ascent queued on the device: of the green route 40, or "3 × green" without a route. */
function indoor(n: number, routed = true): NewPendingAscent {
  const base = { released_at: '2026-05-31', ascent_status: 'flash' as const, idempotency_key: key(n) };
  return {
    kind: 'gym_route',
    userUuid: ME,
    payload: routed
      ? { ...base, gym_route_id: 40 + n }
      : { ...base, gym_id: 3, climbing_type: 'bouldering', level_index: 1, grade_value: null, quantity: 3 },
    display: {
      gym_id: 3,
      gym_name: 'Salle démo Cordée Bloc',
      route_name: routed ? `Bloc ${n}` : null,
      color: 'green',
      level_index: 1,
      grade_value: 25,
      grade_text: '5a',
      climbing_type: 'bouldering',
      quantity: routed ? 1 : 3,
    },
  };
}

/** The server: what it answers to each push, by idempotency key; every body it received, and where. */
let answers: Record<string, () => Response | Promise<Response>>;
let received: { idempotency_key: string }[];
let paths: string[];

function created(body: { idempotency_key: string; crag_route_id: number }, status = 201) {
  return new Response(
    JSON.stringify({
      id: received.length,
      idempotency_key: body.idempotency_key,
      crag_route: { id: body.crag_route_id, crag: { id: 12 }, crag_sector: null },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: {
      en: {
        common: enCommon,
        logbook: enLogbook,
        rules: enRules,
        'logbook-indoor': enLogbookIndoor,
        'indoor-enums': enIndoorEnums,
      },
    },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  answers = {};
  received = [];
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { idempotency_key: string; crag_route_id: number };
      received.push(body);
      paths.push(new URL(url, 'http://localhost').pathname);
      const answer = answers[body.idempotency_key];
      return answer ? answer() : created(body);
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useAlertStore.setState({ alerts: [] });
  await clearPendingAscents();
});

describe('failure outcome', () => {
  it('drops refusals that will not change, keeps the rest for the next try', () => {
    expect(failureOutcome(new ApiError(422, {}))).toBe('rejected');
    expect(failureOutcome(new ApiError(404, {}))).toBe('rejected');
    expect(failureOutcome(new ApiError(403, {}))).toBe('rejected');
    for (const status of [401, 408, 429, 500, 502, 503]) expect(failureOutcome(new ApiError(status, {}))).toBe('kept');
    expect(failureOutcome(new TypeError('Failed to fetch'))).toBe('kept');
  });
});

describe('pushing the offline ascents', () => {
  it('sends them one at a time, oldest first, and empties the queue once each is accepted', async () => {
    await queue(ascent(1), ascent(2), ascent(3));
    const report = await pushPendingAscents(ME);
    expect(received.map((body) => body.idempotency_key)).toEqual([key(1), key(2), key(3)]);
    expect(report.sent).toHaveLength(3);
    expect(report.remaining).toBe(0);
    expect(await useAscentsPusherStore.getState().load()).toEqual([]);
  });

  it('stops at the first network failure and keeps that ascent and the ones after it', async () => {
    await queue(ascent(1), ascent(2), ascent(3));
    answers[key(2)] = () => Promise.reject(new TypeError('Failed to fetch'));
    const report = await pushPendingAscents(ME);
    expect(received.map((body) => body.idempotency_key)).toEqual([key(1), key(2)]);
    expect(report).toMatchObject({ remaining: 2, rejected: [] });
    expect((await useAscentsPusherStore.getState().load()).map((item) => item.key)).toEqual([key(2), key(3)]);
  });

  it('keeps them when signed out, rate-limited or the server fails', async () => {
    for (const status of [401, 429, 503]) {
      await queue(ascent(1));
      answers[key(1)] = () => new Response('{}', { status });
      const report = await pushPendingAscents(ME);
      expect(report.remaining).toBe(1);
      expect((await useAscentsPusherStore.getState().load()).map((item) => item.key)).toEqual([key(1)]);
      await clearPendingAscents();
    }
  });

  it('drops an ascent the server refuses for good, tells the climber why, and goes on with the next', async () => {
    await queue(ascent(1), ascent(2));
    answers[key(1)] = () =>
      new Response(JSON.stringify({ error: { crag_route_id: ['not_found'] } }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      });
    const report = await syncPendingAscents(ME);
    expect(report?.rejected.map(({ ascent: item }) => item.key)).toEqual([key(1)]);
    expect(report?.sent).toHaveLength(1);
    expect(await useAscentsPusherStore.getState().load()).toEqual([]);
    expect(useAlertStore.getState().alerts.map(({ kind, message, lines }) => ({ kind, message, lines }))).toEqual([
      { kind: 'success', message: '1 ascent logged offline was sent.', lines: [] },
      {
        kind: 'error',
        message: 'The ascent of “Voie 1” logged offline was refused.',
        lines: ['- The route cannot be found'],
      },
    ]);
  });

  it('sends the same idempotency key again after a reload that came before the removal: one ascent', async () => {
    await queue(ascent(1));
    // The server got it, but the answer never arrived.
    answers[key(1)] = () => Promise.reject(new TypeError('Failed to fetch'));
    await pushPendingAscents(ME);
    // Reload: the queue comes back from IndexedDB; the server now answers 200 with the ascent it has.
    useAscentsPusherStore.setState({ pending: [], loaded: false });
    answers[key(1)] = () => created({ idempotency_key: key(1), crag_route_id: 41 }, 200);
    const report = await pushPendingAscents(ME);
    expect(received.map((body) => body.idempotency_key)).toEqual([key(1), key(1)]);
    expect(report.sent).toHaveLength(1);
    expect(await useAscentsPusherStore.getState().load()).toEqual([]);
  });

  it('pushes only the signed-in climber’s ascents (and those logged before the climber was known)', async () => {
    await queue(ascent(1, SOMEONE_ELSE), ascent(2, null), ascent(3));
    await pushPendingAscents(ME);
    expect(received.map((body) => body.idempotency_key)).toEqual([key(2), key(3)]);
    expect((await useAscentsPusherStore.getState().load()).map((item) => item.key)).toEqual([key(1)]);
  });

  it('runs once at a time: a second call while pushing joins the first', async () => {
    await queue(ascent(1));
    const [first, second] = await Promise.all([pushPendingAscents(ME), pushPendingAscents(ME)]);
    expect(first).toBe(second);
    expect(received).toHaveLength(1);
  });
});

/** The server's indoor ascent, as it answers a push: of the route sent, or without one (the route was removed). */
function savedIndoor(body: { idempotency_key: string; gym_route_id?: number }, withRoute = true, status = 201) {
  return new Response(
    JSON.stringify({
      id: received.length,
      kind: 'gym_route',
      idempotency_key: body.idempotency_key,
      gym_route: withRoute && body.gym_route_id ? { id: body.gym_route_id } : null,
      gym: { id: 3, name: 'Salle démo Cordée Bloc', slug_name: 'salle-demo-cordee-bloc' },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

describe('pushing the indoor ascents', () => {
  it('sends outdoor and indoor ascents in the order they were logged, each to its endpoint, once', async () => {
    answers[key(2)] = () => savedIndoor(received.at(-1) as { idempotency_key: string; gym_route_id: number });
    answers[key(3)] = () => savedIndoor(received.at(-1) as { idempotency_key: string });
    await queue(ascent(1), indoor(2), indoor(3, false));
    const report = await pushPendingAscents(ME);
    expect(received.map((body) => body.idempotency_key)).toEqual([key(1), key(2), key(3)]);
    expect(paths).toEqual([
      '/api/v1/ascent_crag_routes.json',
      '/api/v1/ascent_gym_routes.json',
      '/api/v1/ascent_gym_routes.json',
    ]);
    expect(report).toMatchObject({ remaining: 0, detached: [], rejected: [] });
    expect(report.sent).toHaveLength(3);
    // A route's ascent carries the route's snapshot and asks to be kept without it if the route went.
    expect(received[1]).toEqual({
      gym_route_id: 42,
      released_at: '2026-05-31',
      ascent_status: 'flash',
      idempotency_key: key(2),
      keep_without_route: true,
      gym_id: 3,
      climbing_type: 'bouldering',
      level_index: 1,
      grade_value: 25,
    });
    // One without a route goes as it was logged.
    expect(received[2]).toEqual({
      released_at: '2026-05-31',
      ascent_status: 'flash',
      idempotency_key: key(3),
      gym_id: 3,
      climbing_type: 'bouldering',
      level_index: 1,
      grade_value: null,
      quantity: 3,
    });
    expect(await useAscentsPusherStore.getState().load()).toEqual([]);
    // Pushed again (another start): nothing is left to send twice.
    await pushPendingAscents(ME);
    expect(received).toHaveLength(3);
  });

  it('tells the climber when the route was removed meanwhile: the ascent is kept without it', async () => {
    answers[key(1)] = () => savedIndoor(received.at(-1) as { idempotency_key: string }, false);
    await queue(indoor(1), indoor(2));
    answers[key(2)] = () => savedIndoor(received.at(-1) as { idempotency_key: string; gym_route_id: number });
    const report = await syncPendingAscents(ME);
    expect(report?.detached.map((item) => item.key)).toEqual([key(1)]);
    expect(useAlertStore.getState().alerts.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'success', message: '2 ascents logged offline were sent.' },
      {
        kind: 'success',
        message: '“Bloc 1” was removed from the gym: your ascent logged offline is kept without the route.',
      },
    ]);
  });

  it('reports an indoor ascent the server refuses for good, named by its colour and grade', async () => {
    await queue(indoor(1, false));
    answers[key(1)] = () =>
      new Response(JSON.stringify({ error: { level_index: ['not_included'] } }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      });
    const report = await syncPendingAscents(ME);
    expect(report?.rejected).toHaveLength(1);
    expect(useAlertStore.getState().alerts.map(({ kind, message, lines }) => ({ kind, message, lines }))).toEqual([
      {
        kind: 'error',
        message: 'The indoor ascent “3 × Green 5a” logged offline was refused.',
        lines: ['- The colour is not one of the possible choices'],
      },
    ]);
  });
});
