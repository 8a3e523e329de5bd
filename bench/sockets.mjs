// Live socket capacity of one API node: N socket.io clients held open (spread over a few climbers),
// the node's resident memory before and after, per connection. Run: `node bench/sockets.mjs`
// [--clients=2000] [--users=20] [--batch=100]. The server runs in its own process (PGlite in a temporary
// data dir, or the PostgreSQL database of BENCH_DATABASE_URL, which must be empty; API only); the clients
// run here, so their memory is not counted. Writes bench/results/sockets.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { median, printTable, writeResult } from './lib/common.mjs';
import {
  freePort,
  makeDataDir,
  processMemory,
  removeDataDir,
  spawnServer,
  stopServer,
  waitForOk,
} from './lib/server.mjs';

const options = { clients: 2000, users: 20, batch: 100 };
for (const arg of process.argv.slice(2)) {
  const [flag, value] = arg.replace(/^--/, '').split('=');
  if (!(flag in options) || !Number.isInteger(Number(value)) || Number(value) < 1) {
    throw new Error(`unknown flag ${arg} (use --clients=N --users=N --batch=N)`);
  }
  options[flag] = Number(value);
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function api(baseUrl, key, method, path, { body, token } = {}) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      HttpApiAccessToken: key,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs up a climber through the API and returns their ws_token. */
async function climberToken(baseUrl, key, index) {
  const password = 'Granite2026';
  const { token } = await api(baseUrl, key, 'POST', 'sessions/sign_up', {
    body: {
      first_name: 'Bench',
      last_name: `Climber ${index}`,
      email: `bench.${index}.${Date.now()}@example.test`,
      password,
      password_confirmation: password,
    },
  });
  const user = await api(baseUrl, key, 'GET', 'current_users.json', { token });
  return user.ws_token;
}

/** One client as the web app opens it; resolves once it has the notification flag (sent on connection). */
const connectTimes = [];

function connectClient(baseUrl, wsToken) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      path: '/socket.io',
      query: { token: wsToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const timer = setTimeout(() => reject(new Error('no NotificationChannel within 20 s')), 20_000);
    socket.once('NotificationChannel', () => {
      clearTimeout(timer);
      connectTimes.push(performance.now() - started);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory once settled: the median of samples over 5 s (the GC and the allocator move it around). */
async function settledMemory(pid) {
  await sleep(2000);
  const samples = [];
  for (let index = 0; index < 10; index += 1) {
    samples.push(processMemory(pid));
    await sleep(500);
  }
  return {
    rss_bytes: median(samples.map((sample) => sample.rss_bytes)),
    peak_rss_bytes: samples.at(-1).peak_rss_bytes,
  };
}

const port = await freePort();
const dataDir = makeDataDir('sockets');
const server = spawnServer({
  port,
  dataDir,
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  env: { WEB_DIST_DIR: '', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
const sockets = [];
try {
  await waitForOk(server, { path: '/api/v1/health' });
  const key = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).web_api_access_token;
  const tokens = [];
  for (let index = 0; index < options.users; index += 1) tokens.push(await climberToken(server.url, key, index));

  // Warm-up: the code paths of a connection are compiled before the baseline is read.
  const warm = await Promise.all(tokens.map((token) => connectClient(server.url, token)));
  for (const socket of warm) socket.disconnect();
  connectTimes.length = 0;
  const before = await settledMemory(server.child.pid);

  const started = performance.now();
  const serverCpuBefore = cpuMs(server.child.pid);
  const clientCpuBefore = process.cpuUsage();
  for (let offset = 0; offset < options.clients; offset += options.batch) {
    const size = Math.min(options.batch, options.clients - offset);
    const batch = await Promise.all(
      Array.from({ length: size }, (_, index) => connectClient(server.url, tokens[(offset + index) % tokens.length])),
    );
    sockets.push(...batch);
  }
  const connectMs = performance.now() - started;
  const serverCpu = cpuMs(server.child.pid) - serverCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const after = await settledMemory(server.child.pid);
  const held = sockets.filter((socket) => socket.connected).length;
  const perConnection = (after.rss_bytes - before.rss_bytes) / held;

  const result = {
    clients: options.clients,
    climbers: options.users,
    held,
    connect_all_ms: Math.round(connectMs),
    connections_per_second: Math.round(held / (connectMs / 1000)),
    connect_p50_ms: Math.round(percentile(connectTimes, 0.5)),
    connect_p99_ms: Math.round(percentile(connectTimes, 0.99)),
    connect_max_ms: Math.round(Math.max(...connectTimes)),
    server_cpu_ms_per_connection: Number((serverCpu / options.clients).toFixed(2)),
    client_cpu_ms_per_connection: Number(((clientCpu.user + clientCpu.system) / 1000 / options.clients).toFixed(2)),
    rss_before_bytes: before.rss_bytes,
    rss_after_bytes: after.rss_bytes,
    rss_per_connection_bytes: Math.round(perConnection),
    peak_rss_bytes: after.peak_rss_bytes,
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    transport: 'websocket',
  };
  printTable(
    ['clients', 'held', 'connect all', 'RSS before', 'RSS after', 'per connection'],
    [
      [
        result.clients,
        held,
        `${result.connect_all_ms} ms`,
        mb(before.rss_bytes),
        mb(after.rss_bytes),
        `${(perConnection / 1024).toFixed(1)} KB`,
      ],
    ],
  );
  console.log(
    `  one connection (until the first event): p50 ${result.connect_p50_ms} ms, p99 ${result.connect_p99_ms} ms, max ${result.connect_max_ms} ms`,
  );
  console.log(
    `  server CPU ${result.server_cpu_ms_per_connection} ms per connection, clients ${result.client_cpu_ms_per_connection} ms`,
  );
  console.log(`  written to ${writeResult('sockets', result)}`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await stopServer(server);
  removeDataDir(dataDir);
}
