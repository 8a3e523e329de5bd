// `npm start`: builds the web app when its build is missing, then runs the server
// (migrations and the seed of an empty database happen at server start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}apps/web/dist/index.html`) || !existsSync(`${root}apps/web/dist-server/entry-server.js`)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server renders pages with React: its production build, several times lighter than the development one.
process.env.NODE_ENV ??= 'production';
register();
await import('../apps/api/src/server.ts');
