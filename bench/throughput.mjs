// API throughput: autocannon, 10 connections for 10 s each, on the health route and on the HTML page.
import autocannon from 'autocannon';
import { printTable } from './lib/common.mjs';
import { processMemory } from './lib/server.mjs';

const TARGETS = [
  { name: 'GET /api/v1/health', path: '/api/v1/health', headers: { accept: 'application/json' } },
  // The server fills index.html per request (language, theme, titles, API key).
  { name: 'GET / (HTML)', path: '/', headers: { accept: 'text/html', cookie: 'i18n_redirected=fr' } },
];

const latency = (value) => (value < 1 ? '<1 ms' : `${Math.round(value)} ms`);

function cannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

export async function runThroughput({ baseUrl, serverPid, duration = 10, connections = 10 }) {
  const results = [];
  for (const target of TARGETS) {
    // A short warm-up so that the measured seconds do not include JIT and first-query costs.
    await cannon({ url: `${baseUrl}${target.path}`, headers: target.headers, connections, duration: 1 });
    const run = await cannon({ url: `${baseUrl}${target.path}`, headers: target.headers, connections, duration });
    results.push({
      target: target.name,
      connections,
      duration_s: duration,
      requests_per_second: Math.round(run.requests.average),
      latency_p50_ms: run.latency.p50,
      latency_p99_ms: run.latency.p99,
      latency_max_ms: run.latency.max,
      requests: run.requests.total,
      non_2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      throughput_bytes_per_second: Math.round(run.throughput.average),
    });
  }
  const memory = serverPid ? processMemory(serverPid) : null;

  console.log(`\nAPI throughput (autocannon, ${connections} connections, ${duration} s each, PGlite)`);
  printTable(
    ['route', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
    results.map((result) => [
      result.target,
      result.requests_per_second,
      latency(result.latency_p50_ms),
      latency(result.latency_p99_ms),
      result.non_2xx,
      result.errors + result.timeouts,
    ]),
  );
  if (memory) {
    const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(`  server memory: ${mb(memory.rss_bytes)} RSS now, ${mb(memory.peak_rss_bytes)} peak`);
  }
  return { results, server_memory: memory };
}
