// The API server of another commit, built beside this checkout, so a benchmark can measure "before" and "after" a
// change in one run (the same machine load for both). The commit's files come from `git archive` into a temporary
// folder (the repository's worktree list is left alone); its node_modules links to this checkout's installed
// packages, except the workspace packages (@sportsbook/*), which are that commit's own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Links every entry of `from` into `to` except the names in `skip`. */
function linkEntries(from, to, skip = []) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (!skip.includes(name)) symlinkSync(join(from, name), join(to, name));
  }
}

/** Builds `ref`'s server; answers the folder of its bundle (for startServer's `dist`) and a way to remove it. */
export function buildServerAt(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkEntries(join(root, 'node_modules'), join(dir, 'node_modules'), [
    '@sportsbook',
    '.bin',
    '.package-lock.json',
  ]);
  const workspaceLinks = join(dir, 'node_modules', '@sportsbook');
  mkdirSync(workspaceLinks);
  for (const name of readdirSync(join(root, 'node_modules', '@sportsbook'))) {
    const target = ['server', 'web'].includes(name) ? join(dir, 'apps', name) : join(dir, 'packages', name);
    symlinkSync(target, join(workspaceLinks, name));
  }
  for (const app of ['server', 'web']) {
    const local = join(root, 'apps', app, 'node_modules');
    if (existsSync(local)) linkEntries(local, join(dir, 'apps', app, 'node_modules'), ['.bin']);
  }
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: join(dir, 'apps', 'server'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`server build of ${ref} failed`);
  return {
    dist: join(dir, 'apps', 'server', 'dist'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
