import type { Crag, CragRoute, CragRouteSummary, PublicAscent } from '@climb/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIMBER_EMAILS } from '../../src/accounts/account.seed';
import { seedDatabase } from '../../src/composition';
import { ascents, climbingSessions, crags, users } from '../../src/db/schema';
import { DEMO_CRAG_NAME } from '../../src/logbook/seed/demo-logbook.seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectCall, recountFigures, sameFigures, storedFigures } from './logbook-api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});

afterAll(async () => {
  await t?.close();
});

async function demoCrag() {
  const [crag] = await t.db.select().from(crags).where(eq(crags.name, DEMO_CRAG_NAME));
  if (!crag) throw new Error('no demo crag');
  return crag;
}

describe('the demo crag and ascents of a fresh database', () => {
  it('gives a first visit a crag with sectors and routes to log, saying it is made up', async () => {
    const { id } = await demoCrag();
    const crag = await expectCall<Crag>(t, 200, 'GET', `crags/${id}.json`, t.keyHeaders);
    expect(crag.description).toMatch(/fictif/);
    expect(crag.description).toMatch(/made-up/i);
    expect(crag.sectors_count).toBe(2);
    const routes = await expectCall<CragRouteSummary[]>(
      t,
      200,
      'GET',
      `crags/${id}/crag_routes.json?per_page=100`,
      t.keyHeaders,
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.some((route) => route.pitches_count > 1)).toBe(true);
  });

  it('logs the demo climbers’ ascents through the logbook: sessions, figures and a consensus from 3 votes', async () => {
    const { id } = await demoCrag();
    const demoIds = [];
    for (const email of DEMO_CLIMBER_EMAILS) {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no demo climber ${email}`);
      demoIds.push(user.id);
    }
    const [logged] = await t.db.select({ rows: count() }).from(ascents).where(eq(ascents.crag_id, id));
    expect(logged?.rows).toBeGreaterThanOrEqual(10);
    for (const userId of demoIds) {
      const [sessions] = await t.db
        .select({ rows: count() })
        .from(climbingSessions)
        .where(eq(climbingSessions.user_id, userId));
      expect(sessions?.rows, `sessions of demo climber ${userId}`).toBeGreaterThan(0);
    }

    const routes = await expectCall<CragRouteSummary[]>(
      t,
      200,
      'GET',
      `crags/${id}/crag_routes.json?per_page=100`,
      t.keyHeaders,
    );
    for (const route of routes) {
      const stored = await storedFigures(t.db, route.id);
      expect(sameFigures(stored, await recountFigures(t.db, route.id)), route.name).toBe(true);
    }
    // Three climbers noted "Les colonnettes du dimanche": its quality shows.
    const colonnettes = routes.find((route) => route.name === 'Les colonnettes du dimanche');
    if (!colonnettes) throw new Error('no colonnettes');
    const page = await expectCall<CragRoute>(t, 200, 'GET', `crag_routes/${colonnettes.id}.json`, t.keyHeaders);
    expect(page.note).toBeCloseTo(16 / 3, 2);
    expect(page.ascents_count).toBe(3);
    const comments = await expectCall<PublicAscent[]>(
      t,
      200,
      'GET',
      `crag_routes/${colonnettes.id}/ascents.json?commented=true`,
      t.keyHeaders,
    );
    expect(comments.length).toBe(3);
  });

  it('is not seeded twice', async () => {
    expect(await seedDatabase(t.db, { info: () => {} }, t.config)).toBe(false);
    const [rows] = await t.db.select({ rows: count() }).from(crags).where(eq(crags.name, DEMO_CRAG_NAME));
    expect(rows?.rows).toBe(1);
  });
});
