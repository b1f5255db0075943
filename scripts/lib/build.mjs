// Builds the server bundle and the Next.js app, each only when its sources changed since the last build
// (a content hash of the inputs is stored beside the output), so a warm `npm start` skips straight to running.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { backofficeDir, nextBin, root, serverDir, webDir } from './paths.mjs';

const SKIP = new Set(['node_modules', '.next', 'dist', '.data', 'test-results', '.turbo']);

function collect(dir, files) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collect(path, files);
    else if (!/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
}

function hashInputs(dirs) {
  const files = [];
  for (const dir of dirs) collect(dir, files);
  files.push(join(root, 'package-lock.json'), join(root, 'tsconfig.base.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function buildIfChanged(name, inputs, stampFile, run) {
  const hash = hashInputs(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  const started = Date.now();
  console.log(`› Building ${name}…`);
  run();
  writeFileSync(stampFile, hash);
  console.log(`  ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

const packages = ['domain', 'contracts', 'feed', 'realtime'].map((p) => join(root, 'packages', p));

export async function buildAll() {
  buildIfChanged(
    'server',
    [join(serverDir, 'src'), join(serverDir, 'drizzle'), ...packages],
    join(serverDir, 'dist', '.build-hash'),
    () => {
      const result = spawnSync(process.execPath, [join(serverDir, 'build.mjs')], {
        cwd: serverDir,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('server build failed');
    },
  );
  buildIfChanged(
    'back office',
    [backofficeDir, ...packages],
    join(backofficeDir, 'dist', '.build-hash'),
    () => {
      const result = spawnSync(process.execPath, [join(backofficeDir, 'build.mjs')], {
        cwd: backofficeDir,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('back office build failed');
    },
  );
  buildIfChanged('web', [webDir, ...packages], join(webDir, '.next', '.build-hash'), () => {
    const result = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error('web build failed');
  });
}

export function isBuilt() {
  return (
    existsSync(join(serverDir, 'dist', 'main.js')) &&
    existsSync(join(backofficeDir, 'dist', 'app.js')) &&
    statSync(join(webDir, '.next')).isDirectory()
  );
}
