// Sums the results of every tier `.ci/run` ran and prints one line per tier, then the line CI reads:
// `N passed, N failed`. Exits 1 when anything failed.
//
// Usage: node scripts/ci-count.mjs <tiers.tsv>
// Each line of tiers.tsv: name <TAB> kind <TAB> exit code <TAB> JSON report path (kind: exit | vitest | playwright).
// - exit: one test, passed when the exit code is 0 (type check, lint, set-up steps);
// - vitest: `--reporter=json` output: numPassedTests / numFailedTests, plus one failure per test file that
//   failed outside a test (import error, failing beforeAll) and per run that failed without a failing test;
// - playwright: JSON reporter output: stats.expected + stats.flaky passed, stats.unexpected failed, plus
//   one failure per global error.
// A tier whose report is missing or unreadable counts one failure, as does a non-zero exit with no failure counted.
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  if (!path || !existsSync(path)) return { error: `no report at ${path || '(none)'}` };
  try {
    return { report: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: `unreadable report ${path}: ${error.message}` };
  }
}

function countVitest(report) {
  const passed = Number(report.numPassedTests) || 0;
  let failed = Number(report.numFailedTests) || 0;
  const notes = [];
  for (const file of report.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !failedInside) {
      failed += 1;
      notes.push(`file error: ${file.name}`);
    }
  }
  if (report.success === false && failed === 0) {
    failed += 1;
    notes.push('run failed without a failing test');
  }
  const skipped = (Number(report.numPendingTests) || 0) + (Number(report.numTodoTests) || 0);
  if (skipped > 0) notes.push(`${skipped} skipped`);
  return { passed, failed, notes };
}

function countPlaywright(report) {
  const stats = report.stats ?? {};
  const passed = (Number(stats.expected) || 0) + (Number(stats.flaky) || 0);
  let failed = Number(stats.unexpected) || 0;
  const notes = [];
  const errors = report.errors ?? [];
  if (errors.length > 0) {
    failed += errors.length;
    notes.push(`${errors.length} global error(s)`);
  }
  if (Number(stats.flaky) > 0) notes.push(`${stats.flaky} flaky`);
  if (Number(stats.skipped) > 0) notes.push(`${stats.skipped} skipped`);
  return { passed, failed, notes };
}

function countTier({ kind, exitCode, reportPath }) {
  if (kind === 'exit')
    return exitCode === 0 ? { passed: 1, failed: 0, notes: [] } : { passed: 0, failed: 1, notes: [] };
  const { report, error } = readJson(reportPath);
  if (error) return { passed: 0, failed: 1, notes: [error] };
  const result = kind === 'playwright' ? countPlaywright(report) : countVitest(report);
  if (exitCode !== 0 && result.failed === 0) {
    result.failed = 1;
    result.notes.push(`exit code ${exitCode} with no failing test`);
  }
  return result;
}

function main() {
  const manifest = process.argv[2];
  if (!manifest || !existsSync(manifest)) {
    console.log(`ci-count: no tier manifest at ${manifest ?? '(none)'}`);
    return { passed: 0, failed: 1 };
  }
  const tiers = readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name, kind, exit, reportPath] = line.split('\t');
      return { name, kind, exitCode: Number(exit), reportPath };
    });
  if (tiers.length === 0) {
    console.log('ci-count: no tier ran');
    return { passed: 0, failed: 1 };
  }
  let passed = 0;
  let failed = 0;
  console.log('');
  for (const tier of tiers) {
    const result = countTier(tier);
    passed += result.passed;
    failed += result.failed;
    const notes = result.notes.length > 0 ? ` (${result.notes.join('; ')})` : '';
    console.log(
      `  ${tier.name.padEnd(18)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed${notes}`,
    );
  }
  return { passed, failed };
}

let totals;
try {
  totals = main();
} catch (error) {
  console.log(`ci-count: ${error.message}`);
  totals = { passed: 0, failed: 1 };
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
