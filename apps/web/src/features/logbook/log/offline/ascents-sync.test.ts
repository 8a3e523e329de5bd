import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { i18next } from '../../../../lib/i18n';
import enCommon from '../../../../locales/en/common.json';
import enLogbook from '../../../../locales/en/logbook.json';
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

/** The server: what it answers to each push, by idempotency key; every body it received. */
let answers: Record<string, () => Response | Promise<Response>>;
let received: { idempotency_key: string }[];

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
    resources: { en: { common: enCommon, logbook: enLogbook, rules: enRules } },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  answers = {};
  received = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { idempotency_key: string; crag_route_id: number };
      received.push(body);
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
