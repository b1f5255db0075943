// `node scripts/check-sleeps.mjs [dir]`: fails when a test sleeps for a fixed time instead of waiting for its
// condition (vi.waitFor, an event, polling with a deadline, fake timers). A sleep passes or fails by how fast the
// machine is, so a loaded CI run goes red for nothing. Part of `npm test -- checks`.
//
// Flagged in *.test.ts(x) and *.spec.ts: Playwright's `waitForTimeout(`, a promise resolved by a timer
// (`new Promise((r) => setTimeout(r, 50))`) and the realtime test helper `sleep(`. A timer that is part of what a
// test exercises (one that starts a race on purpose) is allowed when the comment right above it says
// `sleep-ok:` and why the test does not depend on the machine's speed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root as repositoryRoot } from './lib/paths.mjs';

const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'dist', '.cache', '.git', 'test-results']);
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
const SLEEPS = [
  { name: 'waitForTimeout', pattern: /\bwaitForTimeout\(/ },
  { name: 'a promise resolved by a timer', pattern: /new Promise[^;]*=>\s*setTimeout\(\s*\w+\s*,/ },
  { name: 'sleep()', pattern: /(?<![\w.])sleep\(/ },
];
const ALLOWED = 'sleep-ok:';

function* testFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* testFiles(join(folder, entry.name));
    } else if (TEST_FILE.test(entry.name)) {
      yield join(folder, entry.name);
    }
  }
}

/** Whether the comment lines right above line `index` carry the allow marker. */
function allowedByComment(lines, index) {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!line.startsWith('//')) return false;
    if (line.includes(ALLOWED)) return true;
  }
  return false;
}

/** Every fixed sleep in the test files under `folder`, as `path:line: what`. */
export function findSleeps(folder) {
  const found = [];
  for (const file of testFiles(folder)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim().startsWith('//')) return;
      for (const sleep of SLEEPS) {
        if (sleep.pattern.test(line) && !allowedByComment(lines, index)) {
          found.push(`${relative(folder, file)}:${index + 1}: ${sleep.name}`);
        }
      }
    });
  }
  return found;
}

const folder = process.argv[2] ?? repositoryRoot;
const sleeps = findSleeps(folder);
if (sleeps.length > 0) {
  console.error(
    `Fixed sleeps in tests (wait for the condition instead, or mark a deliberate timer "${ALLOWED}"):`,
  );
  for (const sleep of sleeps) console.error(`  ${sleep}`);
  process.exit(1);
}
console.log('no fixed sleeps in tests');
