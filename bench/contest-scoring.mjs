// Scoring one contest step (`--only=contest-scoring`, or alone: `node bench/contest-scoring.mjs [--runs=N]`): the
// contracts' `rankStep` on one group of 500 participants × 30 routes, for every ranking type, in process. Results are
// drawn from a seed (about half the routes topped, zones, attempts 1 to 12, holds, "+", speed times), with a previous
// rank for every participant, so the ties rule runs too. Each type: 3 warm-up runs, then N runs timed (wall clock and
// the process's CPU time); the median, p90 and worst reported. Target: the median ≤ 50 ms for every type (a worst run
// on a loaded machine measures the machine). Results in bench/results/contest-scoring.json when run alone.
import { pathToFileURL } from 'node:url';
import { loadContracts } from './lib/api-modules.mjs';
import { printTable, writeResult } from './lib/common.mjs';

const TARGET_MS = 50;
const SIZES = { participants: 500, routes: 30 };

/** A small seeded generator (mulberry32): the same results every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One group: routes 1 to 30 and 500 participants with a result on most routes. */
function makeGroup() {
  const random = seeded(2025);
  const between = (min, max) => min + Math.floor(random() * (max - min + 1));
  const routes = Array.from({ length: SIZES.routes }, (_, index) => ({
    id: index + 1,
    holds_count: between(20, 50),
    points: between(1, 10) * 100,
    zones_count: index % 3,
  }));
  const entries = Array.from({ length: SIZES.participants }, (_, index) => {
    const results = new Map();
    for (const route of routes) {
      if (random() < 0.1) continue;
      const attempts = between(1, 12);
      const topped = random() < 0.5;
      const zone1 = topped || random() < 0.6 ? between(1, attempts) : null;
      const zone2 = zone1 !== null && (topped || random() < 0.5) ? between(zone1, attempts) : null;
      const hold = topped ? route.holds_count : between(0, route.holds_count - 1);
      results.set(route.id, {
        topped,
        top_attempt: topped ? attempts : null,
        zone_1_attempt: zone1,
        zone_2_attempt: zone2,
        zone: zone1 !== null,
        attempts,
        hold_number: hold,
        hold_plus: !topped && random() < 0.3,
        time_ms: random() < 0.9 ? between(5_000, 15_000) : null,
      });
    }
    return { participant_id: index + 1, results, previous_rank: between(1, SIZES.participants) };
  });
  return { routes, entries };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function benchContestScoring({ runs = 20 } = {}) {
  const { rankStep, CONTEST_RANKING_TYPES } = await loadContracts();
  const { routes, entries } = makeGroup();
  const types = [];
  for (const ranking_type of CONTEST_RANKING_TYPES) {
    const input = { ranking_type, routes, entries, best_routes_count: ranking_type === 'fixed_points' ? 10 : null };
    for (let run = 0; run < 3; run++) rankStep(input);
    const times = [];
    const cpu = [];
    let ranked = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      ranked = rankStep(input);
      const used = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 100) / 100;
    types.push({
      ranking_type,
      median_ms: round(quantile(times, 0.5)),
      p90_ms: round(quantile(times, 0.9)),
      max_ms: round(times[times.length - 1]),
      cpu_median_ms: round(quantile(cpu, 0.5)),
      ranked: ranked.length,
      distinct_ranks: new Set(ranked.map((row) => row.rank)).size,
    });
  }
  printTable(
    ['ranking type', 'median', 'p90', 'worst', 'CPU median', 'distinct ranks', 'target'],
    types.map((row) => [
      row.ranking_type,
      `${row.median_ms} ms`,
      `${row.p90_ms} ms`,
      `${row.max_ms} ms`,
      `${row.cpu_median_ms} ms`,
      row.distinct_ranks,
      `${TARGET_MS} ms`,
    ]),
  );
  const worstMedian = Math.max(...types.map((row) => row.median_ms));
  return {
    sizes: SIZES,
    runs,
    target_ms: TARGET_MS,
    worst_median_ms: worstMedian,
    worst_ms: Math.max(...types.map((row) => row.max_ms)),
    target_met: worstMedian <= TARGET_MS,
    types,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 20);
  const result = await benchContestScoring({ runs });
  const file = writeResult('contest-scoring', result);
  console.log(`Written to ${file}`);
  if (!result.target_met) process.exitCode = 1;
  process.exit(process.exitCode ?? 0);
}
