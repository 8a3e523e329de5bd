// `npm run bench`: builds the web app, then runs the benchmarks and writes each one's figures to
// bench/results/<name>.json. Flags: --only=<name>[,<name>] --no-build --runs=<lighthouse runs> --duration=<s>
// --outdoor-drivers=postgres,pglite (the drivers of the dataset benchmarks: outdoor, indoor and logbook)
// --render-pages=<crags rendered by the render benchmark> --lighthouse-pages=<names> (some of Lighthouse's pages).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchContestResults } from './contest-results.mjs';
import { benchContestScoring } from './contest-scoring.mjs';
import { benchGymAdmin } from './gym-admin.mjs';
import { benchGymLabels } from './gym-labels.mjs';
import { benchGymReports } from './gym-reports.mjs';
import { benchGymRouteTable } from './gym-route-table.mjs';
import { benchGymStatistics } from './gym-statistics.mjs';
import { runHomeJs } from './home-js.mjs';
import { runIndoor } from './indoor.mjs';
import { runLayoutShift } from './layout-shift.mjs';
import { kb, ROOT, seconds, WEB_DIST, writeResult } from './lib/common.mjs';
import { freePort, makeDataDir, removeDataDir, spawnServer, stopServer, waitForOk } from './lib/server.mjs';
import { startTileServer } from './lib/tiles.mjs';
import { runTimings } from './lighthouse.mjs';
import { runLikes } from './likes.mjs';
import { runLogbook } from './logbook.mjs';
import { runOutdoor } from './outdoor.mjs';
import { runPageCacheFlood } from './page-cache-flood.mjs';
import { runPhotoVariants } from './photo-variants.mjs';
import { runRender } from './render.mjs';
import { runSignIn } from './sign-in.mjs';
import { runStartTime } from './start-time.mjs';
import { runThroughput } from './throughput.mjs';

// The page cache flood runs last on the shared server: the addresses it leaves behind touch no other figure.
const BENCHMARKS = [
  'home-js',
  'lighthouse',
  'layout-shift',
  'start-time',
  'throughput',
  'sign-in',
  'page-cache-flood',
  'outdoor',
  'indoor',
  'logbook',
  'render',
  'photo-variants',
  'likes',
  'gym-admin',
  'gym-reports',
  'gym-route-table',
  'gym-statistics',
  'gym-labels',
  'contest-scoring',
  'contest-results',
];
const ON_SHARED_SERVER = new Set([
  'home-js',
  'lighthouse',
  'layout-shift',
  'throughput',
  'sign-in',
  'page-cache-flood',
]);
/**
 * The outdoor benchmark runs the API alone on its own datasets: it needs no web build. The logbook one also
 * measures the analytics page's JavaScript in the built app, and the indoor one the label address `/gr/…` (a page
 * of the web app): each skips that part, with a reason, without a build.
 */
const NEEDS_WEB_BUILD = new Set([
  ...ON_SHARED_SERVER,
  'start-time',
  'logbook',
  'indoor',
  'render',
  'gym-route-table',
  'gym-labels',
  'contest-results',
]);
const OPTIONAL_WEB_BUILD = new Set(['logbook', 'indoor']);
const OUTDOOR_DRIVERS = ['postgres', 'pglite'];

function parseArgs(argv) {
  const options = {
    only: BENCHMARKS,
    build: true,
    runs: 3,
    duration: 10,
    outdoorDrivers: OUTDOOR_DRIVERS,
    renderPages: 200,
    lighthousePresets: ['mobile', 'desktop'],
    lighthousePages: null,
  };
  for (const arg of argv) {
    const [flag, value] = arg.split('=');
    if (flag === '--only') options.only = value.split(',').map((name) => name.trim());
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--runs') options.runs = Math.max(1, Number(value));
    else if (flag === '--duration') options.duration = Math.max(1, Number(value));
    else if (flag === '--outdoor-drivers') options.outdoorDrivers = value.split(',').map((name) => name.trim());
    else if (flag === '--render-pages') options.renderPages = Math.max(1, Number(value));
    else if (flag === '--lighthouse-presets') options.lighthousePresets = value.split(',').map((name) => name.trim());
    else if (flag === '--lighthouse-pages') options.lighthousePages = value.split(',').map((name) => name.trim());
    else
      throw new Error(
        `unknown flag ${arg} (use --only=${BENCHMARKS.join('|')}, --no-build, --runs=N, --duration=S, --outdoor-drivers=postgres,pglite, --render-pages=N, --lighthouse-presets=mobile,desktop, --lighthouse-pages=home,space,…)`,
      );
  }
  const unknown = options.only.filter((name) => !BENCHMARKS.includes(name));
  if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(', ')}: choose from ${BENCHMARKS.join(', ')}`);
  const unknownPresets = options.lighthousePresets.filter((name) => !['mobile', 'desktop'].includes(name));
  if (unknownPresets.length)
    throw new Error(`unknown Lighthouse preset ${unknownPresets.join(', ')}: use mobile, desktop`);
  const unknownDrivers = options.outdoorDrivers.filter((name) => !OUTDOOR_DRIVERS.includes(name));
  if (unknownDrivers.length) throw new Error(`unknown driver ${unknownDrivers.join(', ')}: use postgres, pglite`);
  return options;
}

/** `npm run build --workspace apps/web`, asking the build for its per-module sizes. */
function buildWeb() {
  console.log('Building the web app (npm run build --workspace apps/web, BENCH_MODULES=1)…');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_MODULES: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.error(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-40).join('\n'));
    throw new Error(`web build failed (exit ${build.status})`);
  }
  const buildMs = performance.now() - started;
  console.log(`  built in ${seconds(buildMs)}`);
  return buildMs;
}

function headline(name, result) {
  switch (name) {
    case 'home-js':
      return `home page JS ${kb(result.total_gzip_bytes)} gzip in ${result.files.length} files (budget ${kb(result.budget_bytes)}: ${result.within_budget ? 'met' : 'MISSED'}; reference ${kb(result.reference_bytes)})`;
    case 'lighthouse': {
      const part = (label, { median: m }) =>
        `${label}${m.score === null ? '' : ` ${m.score}`} (LCP ${Math.round(m.lcp_ms)} ms)`;
      const home = Object.entries(result.presets).map(([preset, figures]) => part(preset, figures));
      const mobile = Object.entries(result.pages ?? {})
        .filter(([name, { presets }]) => name !== 'home' && presets.mobile)
        .map(([name, { presets }]) => `${name} ${presets.mobile.median.score}`);
      const space = result.space_page;
      const spaceLine = space
        ? `\n    space page (${space.mounted_routes} routes): JS ${kb(space.js_gzip_bytes)} gzip (record pages' budget ${space.record_pages_budget_kb.js} KB: ${space.within_record_pages_budget ? 'met' : 'MISSED'}), mobile score ${space.mobile_score ?? '—'} (target ≥ ${space.mobile_score_target}: ${space.mobile_score_met === null ? 'not measured' : space.mobile_score_met ? 'met' : 'MISSED'})`
        : '';
      const gallery = result.gallery_page;
      const galleryLine = gallery
        ? `\n    crag gallery (${gallery.photos} photos): JS ${kb(gallery.js_gzip_bytes)} gzip (record pages' budget ${gallery.record_pages_budget_kb.js} KB: ${gallery.within_record_pages_budget ? 'met' : 'MISSED'}), mobile score ${gallery.mobile_score ?? '—'} (target ≥ ${gallery.mobile_score_target}: ${gallery.mobile_score_met === null ? 'not measured' : gallery.mobile_score_met ? 'met' : 'MISSED'}), CLS ${gallery.mobile_cls ?? '—'} (target 0: ${gallery.cls_met === null ? 'not measured' : gallery.cls_met ? 'met' : 'MISSED'})`
        : '';
      const discussion = result.discussion_page;
      const discussionLine = discussion
        ? `\n    route with ${discussion.comments} comments: JS ${kb(discussion.js_gzip_bytes)} gzip (record pages' budget ${discussion.record_pages_budget_kb.js} KB: ${discussion.within_record_pages_budget ? 'met' : 'MISSED'}), mobile score ${discussion.mobile_score ?? '—'} (target ≥ ${discussion.mobile_score_target}: ${discussion.mobile_score_met === null ? 'not measured' : discussion.mobile_score_met ? 'met' : 'MISSED'})`
        : '';
      const homePart = home.length ? ` / ${home.join(', ')};` : '';
      return `${result.tool}:${homePart}${mobile.length ? ` mobile scores: ${mobile.join(', ')}` : ''}${spaceLine}${galleryLine}${discussionLine}`;
    }
    case 'likes':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `likes.json of a climber with ${result.likes.mine} likes (${result.likes.total} in all, ${kb(result.answer_bytes)}): p99 ${result.endpoint.latency_p99_ms} ms at ${result.connections} connections, ${result.endpoint_1_connection.latency_p99_ms} ms alone (target ≤ ${result.target_p99_ms} ms: ${result.target_met ? 'met' : 'MISSED'} / ${result.target_met_1_connection ? 'met' : 'MISSED'})`;
    case 'gym-admin':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `admin dashboard of a gym with ${result.sizes.routes ?? '?'} routes: p50 ${result.latency_p50_ms} ms, p99 ${result.latency_p99_ms} ms (target ≤ ${result.target_p99_ms} ms: ${result.latency_p99_ms <= result.target_p99_ms ? 'met' : 'MISSED'})`;
    case 'gym-reports':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `weekly reports of ${result.sizes.gyms} gyms: ${(result.run_ms / 1000).toFixed(2)} s, ${result.emails_sent} e-mails, ${result.emails_sent_twice} sent twice on a second run (${result.target_met ? 'met' : 'MISSED'})`;
    case 'gym-route-table':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `route table of ${result.api.rows} routes: API p50 ${result.api.latency_p50_ms} ms, p99 ${result.api.latency_p99_ms} ms (${result.api.kb} KB); page first row ${result.page.first_row_ms} ms, JS ${kb(result.page.js_gzip_bytes)} gzip (${kb(result.page.js_added_to_home_gzip_bytes)} beyond the home page's); filters ${Object.values(result.filters).join(' / ')} ms (target ≤ ${result.target_filter_ms} ms: ${result.filter_within_target ? 'met' : 'MISSED'})`;
    case 'gym-statistics':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `route statistics of a gym with ${result.sizes.routes_per_gym ?? result.sizes.routes ?? '?'} routes: p50 ${result.latency_p50_ms} ms, p99 ${result.latency_p99_ms} ms (target ≤ ${result.target_p99_ms} ms: ${result.latency_p99_ms <= result.target_p99_ms ? 'met' : 'MISSED'})`;
    case 'contest-scoring':
      return `a step of ${result.sizes.participants} participants × ${result.sizes.routes} routes: slowest type's median ${result.worst_median_ms} ms over ${result.runs} runs (worst run ${result.worst_ms} ms) (target ≤ ${result.target_ms} ms: ${result.target_met ? 'met' : 'MISSED'})`;
    case 'contest-results': {
      if (result.skipped) return `skipped: ${result.skipped}`;
      const [first] = result.contests;
      return `results page of ${result.sizes.participants} participants × ${result.sizes.routes} routes (${first.ranking_type}): from the cache p99 ${first.cached.latency_p99_ms} ms (target ≤ ${result.targets.cached_p99_ms}: ${first.targets_met.cached ? 'met' : 'MISSED'}), at ${result.writes_per_second} writes/s p99 ${first.under_writes.latency_p99_ms} ms (target ≤ ${result.targets.under_writes_p99_ms}: ${first.targets_met.under_writes ? 'met' : 'MISSED'}), ${first.under_writes.renders_per_write ?? '?'} renders per write; results.json p99 ${first.api.latency_p99_ms} ms`;
    }
    case 'gym-labels':
      if (result.skipped) return `skipped: ${result.skipped}`;
      return `${result.labels} labels: laid out in ${result.laid_out_warm_ms} ms (${result.laid_out_ms} ms cold), PDF in ${result.pdf_ms} ms, ${result.pdf_pages} pages (${result.expected_pages} expected: ${result.pages_right ? 'right' : 'WRONG'})`;
    case 'photo-variants':
      return `${result.input.width} × ${result.input.height} JPEG (${(result.input.bytes / 1024 / 1024).toFixed(1)} MB) to its variants: median ${result.time_ms.median} ms of ${result.runs} (CPU ${result.cpu_ms.median} ms), peak RSS ${result.peak_rss_mb.max} MB (+${result.added_rss_mb.max} MB over the process at rest)`;
    case 'layout-shift':
      return `worst page median ${result.worst_median.toFixed(3)} (target ≤ ${result.target}: ${result.target_met ? 'met' : 'MISSED'})`;
    case 'start-time': {
      const [first, second] = result.runs;
      return `first start ${seconds(first.first_page_ms)}, second start ${seconds(second.first_page_ms)} (target < 10 s: ${result.target_met ? 'met' : 'MISSED'}); shutdown ${result.all_graceful ? 'graceful (exit 0)' : 'NOT graceful'}`;
    }
    case 'sign-in':
      return result.results
        .map(
          (entry) =>
            `${entry.connections} conn: ${entry.requests_per_second} req/s p50 ${entry.latency_p50_ms} ms p99 ${entry.latency_p99_ms} ms`,
        )
        .join('; ');
    case 'throughput':
      return result.results
        .map((entry) => `${entry.target} ${entry.requests_per_second} req/s p99 ${entry.latency_p99_ms} ms`)
        .join('; ');
    case 'page-cache-flood':
      return `${result.requests} new page addresses in ${seconds(result.ms)}: server RSS ${result.before.rss_mb} → ${result.after.rss_mb} MB (peak ${result.after.peak_rss_mb} MB)`;
    case 'outdoor':
    case 'indoor':
      return Object.entries(result.drivers)
        .map(([driver, run]) => {
          if (run.skipped || run.error) return `${driver}: ${run.skipped ?? `FAILED (${run.error})`}`;
          const parts = run.results.map(({ target, endpoint, target_met }) =>
            endpoint.requests === 0
              ? `${target} no answer within the run`
              : `${target} ${endpoint.requests_per_second} req/s p99 ${endpoint.latency_p99_ms} ms${target_met === false ? ' (MISSED)' : ''}`,
          );
          return `${driver}: ${parts.join(', ')}`;
        })
        .join('\n    ');
    case 'render': {
      const { render, load } = result;
      const [single, ten] = load.runs;
      return (
        `${result.data}: CPU per crag page median ${render.cpu_ms.median} ms (API ${render.api_cpu_ms.median} ms, render ${render.render_cpu_ms.median} ms), p90 ${render.cpu_ms.p90} ms\n    ` +
        `crag HTML, every request a miss: 1 connection p99 ${single.latency_p99_ms} ms (target ≤ ${load.targets.p99_ms_1_connection}: ${load.targets.p99_met_1_connection ? 'met' : 'MISSED'}); ` +
        `10 connections ${ten.pages_per_second} pages/s (target ≥ ${load.targets.pages_per_second_10_connections}: ${load.targets.pages_per_second_met_10_connections ? 'met' : 'MISSED'})`
      );
    }
    case 'logbook': {
      const drivers = Object.entries(result.drivers).map(([driver, run]) => {
        if (run.skipped || run.error) return `${driver}: ${run.skipped ?? `FAILED (${run.error})`}`;
        const parts = run.results.map((entry) => {
          const { target, endpoint, endpoint_1_connection: single, error } = entry;
          if (error) return `${target} ${error}`;
          if (endpoint.requests === 0) return `${target} no answer within the run`;
          const missed = entry.target_met === false || entry.target_met_1_connection === false ? ' (MISSED)' : '';
          return `${target} ${endpoint.requests_per_second} req/s p99 ${endpoint.latency_p99_ms} ms (1 connection: p99 ${single.latency_p99_ms} ms)${missed}`;
        });
        return `${driver}: ${parts.join(', ')}`;
      });
      const js = result.page_js;
      const page =
        !js || js.skipped
          ? `analytiks page JS: ${js?.skipped ?? 'not measured'}`
          : `analytiks page JS ${kb(js.total_gzip_bytes)} gzip (adds ${kb(js.added_to_home_gzip_bytes)} to /)`;
      return [...drivers, page].join('\n    ');
    }
    default:
      return '';
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const selected = BENCHMARKS.filter((name) => options.only.includes(name));
  const summary = [];
  const failures = [];
  const record = (name, result, extra = {}) => {
    const file = writeResult(name, { ...extra, ...result });
    summary.push({ name, line: headline(name, result), file });
  };
  const fail = (name, error) => {
    console.error(`\n✗ ${name}: ${error.stack ?? error}`);
    failures.push(name);
  };

  const needsWeb = selected.some((name) => NEEDS_WEB_BUILD.has(name));
  const buildMs = options.build && needsWeb ? buildWeb() : null;
  // The logbook and indoor benchmarks say themselves what they measured not without a build.
  const cannotRun = selected.some((name) => NEEDS_WEB_BUILD.has(name) && !OPTIONAL_WEB_BUILD.has(name));
  if (cannotRun && !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run without --no-build');
  }

  const shared = selected.filter((name) => ON_SHARED_SERVER.has(name));
  if (shared.length) {
    const dataDir = makeDataDir('server');
    // No tile server is reachable from here: the maps draw generated tiles, served beside the app.
    const tiles = await startTileServer();
    const server = spawnServer({
      port: await freePort(),
      dataDir,
      env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off', MAP_TILE_URL: tiles.tileUrl },
    });
    try {
      await waitForOk(server, { path: '/' });
      const context = { baseUrl: server.url, serverPid: server.child.pid, runs: options.runs };
      for (const name of shared) {
        try {
          if (name === 'home-js') record(name, await runHomeJs(context), { web_build_ms: buildMs });
          if (name === 'lighthouse') {
            record(
              name,
              await runTimings({
                ...context,
                dataDir,
                presets: options.lighthousePresets,
                pageNames: options.lighthousePages,
                tiles,
              }),
            );
          }
          if (name === 'layout-shift') record(name, await runLayoutShift(context));
          if (name === 'throughput') record(name, await runThroughput({ ...context, duration: options.duration }));
          if (name === 'sign-in') record(name, await runSignIn({ ...context, dataDir, duration: options.duration }));
          if (name === 'page-cache-flood') record(name, await runPageCacheFlood(context));
        } catch (error) {
          fail(name, error);
          const { exitCode, signalCode } = server.child;
          if (exitCode !== null || signalCode !== null) {
            console.error(`  the server had stopped (${signalCode ?? `exit ${exitCode}`}):`);
            console.error(server.lines.slice(-5).join('\n'));
            break;
          }
        }
      }
    } finally {
      await stopServer(server);
      await tiles.close();
      removeDataDir(dataDir);
    }
  }
  if (selected.includes('start-time')) {
    try {
      record('start-time', await runStartTime());
    } catch (error) {
      fail('start-time', error);
    }
  }

  if (selected.includes('outdoor')) {
    try {
      const result = await runOutdoor({ duration: options.duration, drivers: options.outdoorDrivers });
      record('outdoor', result);
      if (Object.values(result.drivers).some((run) => run.error)) failures.push('outdoor');
    } catch (error) {
      fail('outdoor', error);
    }
  }

  if (selected.includes('indoor')) {
    try {
      const result = await runIndoor({ duration: options.duration, drivers: options.outdoorDrivers });
      record('indoor', result);
      if (Object.values(result.drivers).some((run) => run.error)) failures.push('indoor');
    } catch (error) {
      fail('indoor', error);
    }
  }

  if (selected.includes('logbook')) {
    try {
      const result = await runLogbook({ duration: options.duration, drivers: options.outdoorDrivers });
      record('logbook', result);
      const broken = Object.values(result.drivers).some(
        (run) => run.error || run.results?.some((entry) => entry.error),
      );
      if (broken) failures.push('logbook');
    } catch (error) {
      fail('logbook', error);
    }
  }

  for (const [name, bench] of [
    ['gym-admin', benchGymAdmin],
    ['gym-reports', benchGymReports],
    ['gym-statistics', benchGymStatistics],
    ['gym-route-table', benchGymRouteTable],
    ['gym-labels', benchGymLabels],
    ['contest-scoring', benchContestScoring],
  ]) {
    if (!selected.includes(name)) continue;
    try {
      record(name, await bench());
    } catch (error) {
      fail(name, error);
    }
  }

  if (selected.includes('contest-results')) {
    try {
      record('contest-results', await benchContestResults({ duration: options.duration }));
    } catch (error) {
      fail('contest-results', error);
    }
  }

  if (selected.includes('render')) {
    try {
      record('render', await runRender({ count: options.renderPages, duration: options.duration }));
    } catch (error) {
      fail('render', error);
    }
  }

  if (selected.includes('photo-variants')) {
    try {
      record('photo-variants', await runPhotoVariants());
    } catch (error) {
      fail('photo-variants', error);
    }
  }

  if (selected.includes('likes')) {
    try {
      record('likes', await runLikes({ duration: options.duration }));
    } catch (error) {
      fail('likes', error);
    }
  }

  console.log('\nSummary');
  for (const entry of summary) console.log(`  ${entry.name}: ${entry.line}\n    → ${entry.file.replace(ROOT, '')}`);
  for (const name of failures) console.log(`  ${name}: FAILED (see above)`);
  if (failures.length) process.exitCode = 1;
}

await main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
});
