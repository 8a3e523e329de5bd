// `npm run fuzz -- --requests=100000 [--seed=N] [--budget=SECONDS]`: the API's fuzz tier
// (apps/api/test/fuzz/fuzz.api.test.ts) for as long as asked, without the time budget of the CI run
// unless `--budget` gives one. On PGlite, or on the PostgreSQL of DATABASE_URL. Prints the figures:
// requests, answers per status class, 5xx, errors off the API's shapes, secrets in the log, duration.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OPTIONS = { requests: 'FUZZ_REQUESTS', seed: 'FUZZ_SEED', budget: 'FUZZ_BUDGET_SECONDS' };

function usage(problem) {
  console.error(`${problem}\nUsage: npm run fuzz -- [--requests=100000] [--seed=N] [--budget=SECONDS]`);
  process.exit(2);
}

const env = { ...process.env, FUZZ_REQUESTS: '100000', FUZZ_BUDGET_SECONDS: '0' };
for (const argument of process.argv.slice(2)) {
  const match = /^--(\w+)=(\d+)$/.exec(argument);
  if (!match || !(match[1] in OPTIONS)) usage(`Unknown option ${argument}`);
  env[OPTIONS[match[1]]] = match[2];
}

const reportDir = mkdtempSync(join(tmpdir(), 'cordee-fuzz-'));
env.FUZZ_REPORT = join(reportDir, 'report.json');
const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', 'apps/api/test/fuzz/fuzz.api.test.ts'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});

let report;
try {
  report = JSON.parse(readFileSync(env.FUZZ_REPORT, 'utf8'));
} catch {
  console.error('\nfuzz: the run wrote no report (see the errors above)');
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
if (report) {
  const classes = Object.entries(report.byClass)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([statusClass, count]) => `${statusClass} ${count}`)
    .join(' · ');
  const rate = report.seconds > 0 ? Math.round(report.requests / report.seconds) : report.requests;
  console.log(
    [
      '',
      `fuzz on ${report.database}, seed ${report.seed}: ${report.requests} requests in ${report.seconds} s (${rate}/s)`,
      `  ${classes}`,
      `  5xx: ${report.serverErrors} · errors off shape: ${report.shapeErrors} · secrets in the log: ${report.leaks} (${report.logLines} lines read)`,
      `  endpoints answering 2xx at least once: ${report.endpointsSucceeded} of ${report.endpoints}` +
        (report.neverSucceeded.length > 0 ? ` (never: ${report.neverSucceeded.join(', ')})` : ''),
    ].join('\n'),
  );
}
process.exit(result.status ?? 1);
