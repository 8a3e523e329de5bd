import type { Contest, ContestResults, ContestSummary } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContests } from '../../src/contests/seed/contests.seed';
import { contestParticipants, contestResults, contests, outboxEmails } from '../../src/db/schema';
import { findDemoGymPlaces } from '../../src/indoor/indoor.public';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The demo contests of a fresh database (docs/domain/contests.md), in the demo bouldering gym: one over
 * a week ago with 30 made-up climbers ranked in its qualification and the qualified ones in its final, one in three
 * weeks open for registration with a morning wave one place from full. No e-mail goes to their climbers.
 */

let t: TestApp;
let gymId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  gymId = (await findDemoGymPlaces(t.app.appContext, 0))?.gymId as number;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function read<Answer>(url: string): Promise<Answer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: t.keyHeaders });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<Answer>();
}

/** The two demo contests as their public pages read them (the gym's own list is its organisers'). */
async function demoContests() {
  const rows = await t.db.select().from(contests).where(eq(contests.gym_id, gymId));
  const finished = rows.find((one) => one.name === 'Coupe de bloc démo');
  const upcoming = rows.find((one) => one.name === 'Open de bloc démo');
  if (!finished || !upcoming) throw new Error('the demo contests are missing');
  return {
    finished: await read<Contest>(`contests/${finished.id}.json`),
    upcoming: await read<Contest>(`contests/${upcoming.id}.json`),
  };
}

describe('the demo contests', () => {
  it('puts a finished contest in the demo gym: two categories, a qualification and a final, 30 climbers', async () => {
    const { finished } = await demoContests();
    expect(finished).toMatchObject({ draft: false, private: false, results_hidden: false, participants_count: 30 });
    expect(finished.end_date < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(finished.categories.map((category) => [category.name, category.unisex])).toEqual([
      ['Adultes', false],
      ['U16', true],
    ]);
    const [stage, ...others] = finished.stages;
    expect(others).toEqual([]);
    expect(stage?.climbing_type).toBe('boulder');
    expect(
      stage?.steps.map((step) => [
        step.kind,
        step.ranking_type,
        step.qualified_count,
        step.route_groups[0]?.routes.length,
      ]),
    ).toEqual([
      ['qualification', 'ifsc_2025_boulder', 8, 6],
      ['final', 'ifsc_2025_boulder', null, 4],
    ]);
    expect(stage?.steps[0]?.route_groups[0]?.routes.every((route) => route.zones_count === 1)).toBe(true);
    // Past contests are listed publicly too.
    const past = await read<ContestSummary[]>('contests.json?when=past');
    expect(past.map((one) => one.id)).toContain(finished.id);
  });

  it('ranks all 30 in the qualification, and only the qualified in the final', async () => {
    const { finished } = await demoContests();
    const contest = await read<Contest>(`contests/${finished.id}.json`);
    // Read a category at a time (the first by default); the steps of each, put together.
    const first = await read<ContestResults>(`contests/${finished.id}/results.json`);
    expect(first.contest_category_id).toBe(contest.categories[0]?.id);
    const pages = await Promise.all(
      contest.categories.map((category) =>
        read<ContestResults>(`contests/${finished.id}/results.json?contest_category_id=${category.id}`),
      ),
    );
    const stepOf = (index: number) => ({
      rankings: pages.flatMap((page) => page.steps[index]?.rankings ?? []),
    });
    const results = { steps: [stepOf(0), stepOf(1)], overall: pages.flatMap((page) => page.overall) };
    const [qualification, final] = results.steps;
    // Adults women, adults men, the U16 together.
    expect(qualification?.rankings).toHaveLength(3);
    expect(first.steps[0]?.rankings.every((ranking) => ranking.contest_category_id === first.contest_category_id)).toBe(
      true,
    );
    const qualifRows = qualification?.rankings.flatMap((ranking) => ranking.rows) ?? [];
    expect(qualifRows).toHaveLength(30);
    expect(qualifRows.every((row) => row.results.length === 6)).toBe(true);
    // Varied: not everyone shares a score.
    expect(new Set(qualifRows.map((row) => row.score)).size).toBeGreaterThan(10);
    const qualified = new Set(qualifRows.filter((row) => row.qualified).map((row) => row.participant.id));
    for (const ranking of qualification?.rankings ?? []) {
      expect(ranking.rows.filter((row) => row.qualified).length).toBeGreaterThanOrEqual(8);
    }
    const finalRows = final?.rankings.flatMap((ranking) => ranking.rows) ?? [];
    expect(finalRows.length).toBe(qualified.size);
    expect(finalRows.every((row) => qualified.has(row.participant.id) && row.results.length === 4)).toBe(true);
    expect(finalRows.some((row) => row.rank === 1)).toBe(true);
    // Every result stored is on a route the participant climbed (no final result for those not qualified).
    const stored = await t.db
      .select({ participant: contestResults.contest_participant_id })
      .from(contestResults)
      .innerJoin(contestParticipants, eq(contestParticipants.id, contestResults.contest_participant_id))
      .where(eq(contestParticipants.contest_id, finished.id));
    expect(stored).toHaveLength(30 * 6 + qualified.size * 4);
    expect(results.overall.flatMap((ranking) => ranking.rows)).toHaveLength(30);
    // No date of birth nor e-mail in the public results.
    expect(JSON.stringify(results)).not.toMatch(/date_of_birth|@example\.com/);
  });

  it('opens the upcoming one for registration: two categories, two waves (one nearly full), self-reporting', async () => {
    const { upcoming } = await demoContests();
    expect(upcoming).toMatchObject({ draft: false, private: false, registration_open: true, participants_count: 16 });
    expect(new Date(upcoming.registration_opens_at).getTime()).toBeLessThan(Date.now());
    expect(upcoming.registration_closes_at.slice(0, 10) < upcoming.start_date).toBe(true);
    expect(upcoming.categories).toHaveLength(2);
    expect(upcoming.waves.map((wave) => [wave.name, wave.capacity, wave.places_left])).toEqual([
      ['Matin', 10, 1],
      ['Après-midi', 30, 23],
    ]);
    const steps = upcoming.stages[0]?.steps ?? [];
    expect(steps.map((step) => [step.kind, step.ranking_type, step.self_reporting])).toEqual([
      ['qualification', 'division_and_zone', true],
      ['final', 'ifsc_2025_boulder', false],
    ]);
    const listed = await read<ContestSummary[]>('contests.json?when=upcoming');
    expect(listed.map((one) => one.id)).toContain(upcoming.id);
  });

  it('gives its climbers demo e-mails and dates of birth fitting their category, and sends no e-mail', async () => {
    const rows = await t.db.select().from(contestParticipants);
    expect(rows).toHaveLength(46);
    expect(rows.every((row) => row.email.endsWith('@example.com'))).toBe(true);
    const { finished } = await demoContests();
    const year = Number(finished.start_date.slice(0, 4));
    const adults = finished.categories[0]?.id;
    for (const row of rows.filter((one) => one.contest_id === finished.id)) {
      const age = year - Number(row.date_of_birth.slice(0, 4));
      if (row.contest_category_id === adults) expect(age).toBeGreaterThanOrEqual(16);
      else expect(age).toBeLessThanOrEqual(15);
    }
    expect(await t.db.select().from(outboxEmails)).toEqual([]);
  });

  it('is written in well under a second, and not again when the gym has contests', async () => {
    expect(await seedDemoContests(t.db, gymId)).toEqual([]);
    // The participants hold their categories: they go first.
    await t.db.delete(contestParticipants);
    await t.db.delete(contests).where(eq(contests.gym_id, gymId));
    const started = performance.now();
    const ids = await t.db.transaction((tx) => seedDemoContests(tx, gymId));
    const seconds = (performance.now() - started) / 1000;
    console.info(`contests seed: ${seconds.toFixed(2)} s`);
    expect(ids).toHaveLength(2);
    // Under a second on a quiet machine; the bound leaves room for a loaded CI runner.
    expect(seconds).toBeLessThan(3);
  });
});
