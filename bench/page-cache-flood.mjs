// Page cache flood: the server's memory while a crawler (or an attacker) asks for thousands of page
// addresses nobody asked for before: new query strings, wrong slugs, unknown records, searches. The page
// cache keeps only complete renders of known records under their canonical address, within its own bounds
// (PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_MB; docs/decisions/026), so the process's memory must level off
// instead of growing with the flood. The drill tier checks the cache's own counts; this measures the process.
import { readFileSync } from 'node:fs';
import { apiKeyOf, printTable } from './lib/common.mjs';

const REQUESTS = 6_000;
const CONCURRENCY = 8;
const SAMPLES = 6;

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss_mb: Math.round(field('VmRSS')), peak_rss_mb: Math.round(field('VmHWM')) };
}

/** The canonical addresses of a few crags of the demo data. */
async function someCrags(baseUrl) {
  const key = await apiKeyOf(baseUrl);
  const paths = [];
  for (let id = 1; id <= 40 && paths.length < 5; id += 1) {
    const response = await fetch(`${baseUrl}/api/v1/crags/${id}.json`, { headers: { HttpApiAccessToken: key } });
    if (response.status === 200) {
      const crag = await response.json();
      paths.push(`/crags/${crag.id}/${crag.slug_name}`);
    } else await response.arrayBuffer();
  }
  if (paths.length === 0) throw new Error('no crag found in the demo data');
  return paths;
}

function floodAddress(n, crags) {
  const crag = crags[n % crags.length];
  switch (n % 5) {
    case 0:
      return `${crag}?utm_source=${n}`;
    case 1:
      return `${crag.replace(/\/[^/]+$/, '')}/made-up-${n}`;
    case 2:
      return `/crags/${900_000 + n}/nowhere`;
    case 3:
      return `/outdoor/search/crags?query=flood${n}`;
    default:
      return `/outdoor?ref=${n}`;
  }
}

export async function runPageCacheFlood({ baseUrl, serverPid }) {
  const crags = await someCrags(baseUrl);
  const before = memoryOf(serverPid);
  const samples = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < REQUESTS; n = next++) {
      const response = await fetch(`${baseUrl}${floodAddress(n, crags)}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if ((n + 1) % (REQUESTS / SAMPLES) === 0) samples.push({ requests: n + 1, ...memoryOf(serverPid) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ms = Math.round(performance.now() - started);
  const after = memoryOf(serverPid);
  printTable(
    ['requests', 'RSS MB', 'peak RSS MB'],
    [[0, before.rss_mb, before.peak_rss_mb], ...samples.map((s) => [s.requests, s.rss_mb, s.peak_rss_mb])],
  );
  return {
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    ms,
    statuses,
    before,
    after,
    samples,
    grown_mb: after.rss_mb - before.rss_mb,
  };
}
