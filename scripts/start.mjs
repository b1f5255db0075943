// `npm start`: install what is missing, build what changed, then run the API server, the web app and the back
// office together on embedded defaults (PGlite in .data/, in-process real time, feed simulator) until Ctrl+C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startEmbedDemo } from './embed-demo.mjs';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { backofficeDir, root, serverDir, webDir } from './lib/paths.mjs';

const startedAt = Date.now();
const host = process.env.HOST ?? '127.0.0.1';
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// The staff back office (ADR 036) on a port of its own, two above the player site's by default.
const backofficePort = Number(process.env.BACKOFFICE_PORT ?? webPort + 2);
// The demo host page (ADR 032) on the next port and another host name: 127.0.0.1 frames localhost, another origin.
const development = process.env.NODE_ENV !== 'production';
const demoPort = Number(process.env.EMBED_DEMO_PORT ?? webPort + 1);
const demoOrigin = `http://127.0.0.1:${demoPort}`;
const embedAllowedOrigins = process.env.EMBED_ALLOWED_ORIGINS ?? (development ? demoOrigin : '');

ensureInstalled(root);
if (!process.argv.includes('--no-build')) await buildAll();

const children = [];
let stopping = false;

function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the sportsbook.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(
    children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.on('exit', resolve)))),
  ).then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

run('API server', [join(serverDir, 'dist', 'main.js')], serverDir, {
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
});
run('web app', [join(webDir, 'server.mjs')], webDir, {
  HOST: host,
  PORT: String(webPort),
  NODE_ENV: 'production',
  API_ORIGIN: apiOrigin,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  NEXT_TELEMETRY_DISABLED: '1',
  EMBED_ALLOWED_ORIGINS: embedAllowedOrigins,
});

run('back office', [join(backofficeDir, 'server.mjs')], backofficeDir, {
  HOST: host,
  PORT: String(backofficePort),
  API_ORIGIN: apiOrigin,
});

let demoHost = '';
if (development && demoPort > 0) {
  try {
    await startEmbedDemo({ port: demoPort, sportsbookUrl: `http://localhost:${webPort}` });
    demoHost = `\n  › Demo host page (the sportsbook in a frame) ${demoOrigin}`;
  } catch (error) {
    // The demo is a convenience: a taken port never stops the sportsbook.
    console.warn(`Demo host page not started on ${demoOrigin}: ${error.message}`);
  }
}

try {
  await waitFor(`${apiOrigin}/health`, 120_000);
  await waitFor(`http://127.0.0.1:${webPort}/en`, 120_000);
  await waitFor(`http://127.0.0.1:${backofficePort}/health`, 30_000);
} catch (error) {
  console.error(String(error));
  stop(1);
}

async function demoPlayers() {
  try {
    const response = await fetch(`${apiOrigin}/api/dev/demo-players`);
    if (!response.ok) return '';
    const { players, backoffice_token: backofficeToken } = await response.json();
    const width = Math.max(...players.map((p) => p.email.length));
    const operator = backofficeToken
      ? `\n  Operator API (/api/backoffice, e.g. GET /api/backoffice/campaigns):\n    Authorization: Bearer ${backofficeToken}\n`
      : '';
    return `\n  Demo players (password, what the account shows):\n${players
      .map((p) => `    ${p.email.padEnd(width)}  ${p.password}  ${p.description}`)
      .join('\n')}\n${operator}`;
  } catch {
    return '';
  }
}

async function demoStaff() {
  try {
    const response = await fetch(`${apiOrigin}/api/dev/demo-staff`);
    if (!response.ok) return '';
    const { staff } = await response.json();
    const width = Math.max(...staff.map((s) => s.email.length));
    return `\n  Demo staff for the back office (password ${staff[0]?.password}; TOTP secret for an authenticator app, code now):\n${staff
      .map((s) => `    ${s.email.padEnd(width)}  ${s.totp_secret}  ${s.current_code}`)
      .join('\n')}\n`;
  } catch {
    return '';
  }
}

if (!stopping) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const players = await demoPlayers();
  const staff = await demoStaff();
  console.log(`
  Sportsbook ready in ${seconds} s
  › Open http://localhost:${webPort}
  › API http://127.0.0.1:${apiPort} (health: /health, metrics: /metrics)
  › Back office http://localhost:${backofficePort}
  › Data in ${dataDir} (embedded PGlite; delete the folder to start over)${demoHost}
${players}${staff}
  Press Ctrl+C to stop.
`);
}
