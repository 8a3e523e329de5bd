// Lighthouse-style timings of `/`: Lighthouse 12 (the last major running on Node 20), mobile and desktop
// presets, performance category only. Without Lighthouse, Chromium's own Performance API under 4× CPU throttling.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, ms, printTable } from './lib/common.mjs';

const AUDITS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speed_index_ms: 'speed-index',
  tti_ms: 'interactive',
};

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
      import('chrome-launcher'),
    ]);
    const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
    return { lighthouse, desktopConfig, chromeLauncher, version };
  } catch (error) {
    return { error };
  }
}

const describeNode = (node) => `${node?.selector ?? '?'} ("${(node?.nodeLabel ?? '').split('\n')[0].slice(0, 60)}")`;

/** What to look at: the LCP element and the elements that shifted (last run of a preset). */
function culprits(lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    lcp_element: lcp ? describeNode(lcp) : null,
    layout_shifts: shifts.map((item) => ({ element: describeNode(item.node), score: item.score })),
  };
}

function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return Object.fromEntries(['score', ...Object.keys(AUDITS)].map((key) => [key, pick(key)]));
}

async function runLighthouse(tools, url, runs) {
  const { lighthouse, desktopConfig, chromeLauncher } = tools;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const presets = {};
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const results = [];
      let diagnostics = null;
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          config,
        );
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const metrics = Object.fromEntries(
          Object.entries(AUDITS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? null]),
        );
        results.push({ score: Math.round((lhr.categories.performance.score ?? 0) * 100), ...metrics });
        diagnostics = culprits(lhr);
      }
      presets[preset] = { median: summarize(results), runs: results, diagnostics };
    }
    return presets;
  } finally {
    chrome.kill();
  }
}

/** Fallback: FCP, LCP, DOMContentLoaded and load from the Performance API, CPU throttled 4× through CDP. */
export async function runPerformanceApi(url, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const presets = {};
  try {
    for (const [preset, options] of [
      ['mobile', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }],
      ['desktop', { viewport: { width: 1350, height: 940 } }],
    ]) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        results.push(
          await page.evaluate(() => {
            const [navigation] = performance.getEntriesByType('navigation');
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            return {
              score: null,
              fcp_ms: fcp?.startTime ?? null,
              lcp_ms: window.__lcp || null,
              dom_content_loaded_ms: navigation.domContentLoadedEventEnd,
              load_ms: navigation.loadEventEnd,
            };
          }),
        );
        await context.close();
      }
      const keys = Object.keys(results[0]).filter((key) => key !== 'score');
      presets[preset] = {
        median: Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key] ?? 0))])),
        runs: results,
      };
    }
    return presets;
  } finally {
    await browser.close();
  }
}

export async function runTimings({ baseUrl, runs }) {
  const url = `${baseUrl}/`;
  const tools = await loadLighthouse();
  let tool;
  let presets;
  if (tools.error) {
    console.log(
      `\n  Lighthouse unavailable (${tools.error.message}): Performance API timings under 4× CPU throttling.`,
    );
    tool = 'performance-api';
    presets = await runPerformanceApi(url, runs);
  } else {
    tool = `lighthouse ${tools.version}`;
    presets = await runLighthouse(tools, url, runs);
  }

  console.log(`\nTimings of / (${tool}, median of ${runs} run${runs > 1 ? 's' : ''} per preset)`);
  if (tool === 'performance-api') {
    printTable(
      ['preset', 'FCP', 'LCP', 'DOMContentLoaded', 'load'],
      Object.entries(presets).map(([preset, { median: m }]) => [
        preset,
        ms(m.fcp_ms),
        ms(m.lcp_ms),
        ms(m.dom_content_loaded_ms),
        ms(m.load_ms),
      ]),
    );
  } else {
    printTable(
      ['preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'TTI'],
      Object.entries(presets).map(([preset, { median: m }]) => [
        preset,
        m.score,
        ms(m.fcp_ms),
        ms(m.lcp_ms),
        ms(m.tbt_ms),
        m.cls.toFixed(3),
        ms(m.speed_index_ms),
        ms(m.tti_ms),
      ]),
    );
    console.log('  mobile: simulated slow 4G and 4× CPU slowdown; desktop: simulated fast link (Lighthouse presets)');
    for (const [preset, { diagnostics }] of Object.entries(presets)) {
      console.log(`  ${preset} LCP element: ${diagnostics.lcp_element ?? '—'}`);
      for (const shift of diagnostics.layout_shifts) {
        console.log(`  ${preset} layout shift ${shift.score.toFixed(3)}: ${shift.element}`);
      }
    }
  }
  return { url, tool, runs, presets };
}
