// Installs the workspace's npm dependencies when they are missing or older than package-lock.json.
// Runs with Node built-ins only: it is the first thing `npm start` and `npm test` do on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
  if (upToDate) return;
  const fresh = !existsSync(join(root, 'node_modules'));
  console.log(fresh ? '› Installing dependencies (first run)…' : '› Updating dependencies…');
  // `npm install`, not `npm ci`: it installs exactly the locked versions too, and it tolerates platform packages a
  // registry mirror does not carry (npm ci refuses a lock whose optional packages for other platforms are missing).
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm could not install the dependencies; see the output above.');
    process.exit(result.status ?? 1);
  }
}
