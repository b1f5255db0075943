// The README's production routing run for real: nginx (Debian's package) with sportsbook.conf beside this file, its
// upstreams pointed at the nodes given, as the front of a benchmark (bench/pages.mjs, bench/peak.mjs) and in the
// routing's own test (routing.test.mjs). One worker process, no logs, no daemon.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = join(import.meta.dirname, 'sportsbook.conf');

const upstream = (name, origins) =>
  `upstream ${name} {\n${origins.map((o) => `  server ${new URL(o).host};`).join('\n')}\n  keepalive 64;\n}`;

/**
 * Starts nginx on `port` in front of the given web and API origins; resolves, once `readyPath` answers 200 through
 * it, with its pids (master and worker, for their CPU time) and a stop function. Undefined when nginx is not
 * installed (`apt-get install nginx-light`).
 */
export async function startNginxFront({
  port,
  webOrigins,
  apiOrigins,
  readyPath = '/api/platform/system-data',
}) {
  if (!existsSync(NGINX)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-nginx-'));
  const site = readFileSync(SITE, 'utf8')
    .replace(/upstream sportsbook_web \{[^}]*\}/, upstream('sportsbook_web', webOrigins))
    .replace(/upstream sportsbook_api \{[^}]*\}/, upstream('sportsbook_api', apiOrigins))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'sportsbook.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      // A proxied WebSocket holds two connections: the peak benchmark's 5,000 clients need 10,000 and more.
      'worker_rlimit_nofile 20000;',
      'events { worker_connections 16384; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${join(dir, 'sportsbook.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const workers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
  return {
    origin,
    pids: [child.pid, ...workers.map(Number)],
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
