// Sign-in latency and throughput: autocannon on POST /api/v1/sessions/sign_in for one climber,
// with rate limits off (one benchmark IP would otherwise be limited, which is the point of them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { printTable } from './lib/common.mjs';

const PASSWORD = 'Bench-Granite-2026';

function cannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

export async function runSignIn({ baseUrl, dataDir, duration = 10 }) {
  const key = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).web_api_access_token;
  const headers = { 'content-type': 'application/json', HttpApiAccessToken: key };
  const email = `bench.${Date.now()}@example.test`;
  const signUp = await fetch(`${baseUrl}/api/v1/sessions/sign_up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Climber',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const body = JSON.stringify({ email, password: PASSWORD });
  const results = [];
  for (const connections of [1, 4, 16]) {
    const options = { url: `${baseUrl}/api/v1/sessions/sign_in`, method: 'POST', headers, body, connections };
    await cannon({ ...options, duration: 1 });
    const run = await cannon({ ...options, duration });
    results.push({
      connections,
      requests_per_second: Math.round(run.requests.average),
      latency_p50_ms: run.latency.p50,
      latency_p99_ms: run.latency.p99,
      non_2xx: run.non2xx,
      errors: run.errors,
    });
  }
  console.log(`\nSign-in (argon2id 19 MiB, t=2, p=1; ${duration} s per level, PGlite, rate limits off)`);
  printTable(
    ['connections', 'req/s', 'p50', 'p99', 'non-2xx'],
    results.map((r) => [
      r.connections,
      r.requests_per_second,
      `${r.latency_p50_ms} ms`,
      `${r.latency_p99_ms} ms`,
      r.non_2xx,
    ]),
  );
  return { argon2: { algorithm: 'argon2id', memory_kib: 19_456, time_cost: 2, parallelism: 1 }, results };
}
