import type { AscentCragRoute } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ascents } from '../../src/db/schema';
import type { AscentEvent } from '../../src/lib/domain-events';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { ascentBody, call, expectCall, openLogbookTestApp, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

type AscentEventName = 'ascent.created' | 'ascent.updated' | 'ascent.deleted';

/** An event as a listener saw it, with whether the ascent was then in the database. */
interface Heard {
  name: AscentEventName;
  payload: AscentEvent;
  storedThen: boolean;
}

const heard: Heard[] = [];

beforeAll(async () => {
  const { events } = logbook.t.app.appContext;
  for (const name of ['ascent.created', 'ascent.updated', 'ascent.deleted'] as const) {
    events.on(name, async (payload) => {
      // Read through the app's pool: on PostgreSQL another connection, which sees committed rows only.
      const rows = await logbook.t.db.select({ id: ascents.id }).from(ascents).where(eq(ascents.id, payload.ascentId));
      heard.push({ name, payload, storedThen: rows.length === 1 });
    });
  }
  // A write the database refuses at commit (a deferred trigger), so that the transaction fails last.
  await logbook.t.db.execute(sql`
    create function refuse_boom() returns trigger language plpgsql as $$
    begin
      if (tg_op = 'DELETE' and old.comment = 'undeletable') or (tg_op <> 'DELETE' and new.comment = 'boom') then
        raise exception 'refused by the test';
      end if;
      return coalesce(new, old);
    end $$`);
  await logbook.t.db.execute(sql`
    create constraint trigger ascents_refuse_boom after insert or update or delete on ascents
    deferrable initially deferred
    for each row execute function refuse_boom()`);
});

/** The listeners are async: let them read before looking. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function heardOf(ascentId: number): Heard[] {
  return heard.filter((event) => event.payload.ascentId === ascentId);
}

async function aRoute() {
  const crag = await createCrag(logbook.t.db, { name: 'Buoux', slug_name: 'buoux' });
  const route = await createCragRoute(logbook.t.db, crag.id, { name: 'Rose des sables', grade: '6c' });
  return { crag, route };
}

describe('domain events of the ascents', () => {
  it('tells each write once, after it has committed, with the ascent, climber, route, crag and kind', async () => {
    const me = await signedInClimber(logbook.t);
    const { crag, route } = await aRoute();
    const expected = (ascentId: number) => ({
      ascentId,
      userId: me.user.id,
      kind: 'crag_route',
      cragRouteId: route.id,
      cragId: crag.id,
      gymRouteId: null,
      gymId: null,
    });

    const ascent = await expectCall<AscentCragRoute>(
      logbook.t,
      201,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(route.id, { idempotency_key: 'a1b2c3d4-0000-4000-8000-000000000001' }),
    );
    await settled();
    expect(heardOf(ascent.id)).toEqual([{ name: 'ascent.created', payload: expected(ascent.id), storedThen: true }]);

    // The same push again answers the first ascent and tells nothing new.
    await expectCall(
      logbook.t,
      200,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(route.id, { idempotency_key: 'a1b2c3d4-0000-4000-8000-000000000001' }),
    );
    await expectCall(logbook.t, 200, 'PUT', `ascent_crag_routes/${ascent.id}.json`, me.headers, { note: 4 });
    await settled();
    expect(heardOf(ascent.id).map((event) => event.name)).toEqual(['ascent.created', 'ascent.updated']);
    expect(heardOf(ascent.id)[1]).toEqual({ name: 'ascent.updated', payload: expected(ascent.id), storedThen: true });

    await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${ascent.id}.json`, me.headers);
    await settled();
    expect(heardOf(ascent.id).map((event) => event.name)).toEqual([
      'ascent.created',
      'ascent.updated',
      'ascent.deleted',
    ]);
    expect(heardOf(ascent.id)[2]).toEqual({ name: 'ascent.deleted', payload: expected(ascent.id), storedThen: false });
  });

  it('tells nothing of a write whose transaction fails', async () => {
    const me = await signedInClimber(logbook.t);
    const { route } = await aRoute();
    const before = heard.length;

    const refused = await call(
      logbook.t,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(route.id, { comment: 'boom' }),
    );
    expect(refused.statusCode).toBe(500);
    const invalid = await call(
      logbook.t,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(route.id, { sections: [9] }),
    );
    expect(invalid.statusCode).toBe(422);

    const kept = await expectCall<AscentCragRoute>(
      logbook.t,
      201,
      'POST',
      'ascent_crag_routes.json',
      me.headers,
      ascentBody(route.id, { comment: 'undeletable' }),
    );
    const update = await call(logbook.t, 'PUT', `ascent_crag_routes/${kept.id}.json`, me.headers, { comment: 'boom' });
    expect(update.statusCode).toBe(500);
    const deletion = await call(logbook.t, 'DELETE', `ascent_crag_routes/${kept.id}.json`, me.headers);
    expect(deletion.statusCode).toBe(500);
    await settled();

    expect(heard.slice(before).map((event) => [event.name, event.payload.ascentId])).toEqual([
      ['ascent.created', kept.id],
    ]);
  });
});
