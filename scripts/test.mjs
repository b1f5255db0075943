// `npm test`: install what is missing (npm packages, and Debian's Chromium when run as root), run every
// Vitest project (unit, property, integration on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set),
// build, run the Playwright end-to-end suite in Chromium, and end with one line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { playwrightFailures, vitestFailures } from './lib/failed-tests.mjs';
import { root } from './lib/paths.mjs';

const cacheDir = join(root, '.cache');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2); // `npm test -- checks`, `npm test -- unit` or `npm test -- e2e`
const wants = (part) => only.length === 0 || only.includes(part);
// Each runner gets a bounded time, so a stuck test fails the run instead of holding CI past its 90 minutes. Vitest
// took 28-33 minutes beside another full run (`npm run test:repeat`, bench/RESULTS.md), and over 40 once when
// builds and end-to-end tests ran beside both; its bound leaves room for that.
// The bounds grow with the load a run is told to expect (TEST_BOUND_SCALE, set by `npm run test:repeat` for runs side
// by side; e2e/bounds.ts scales the end-to-end suite's own bounds the same way). Unset, 1: the CI's figures.
const BOUND_SCALE = Math.max(1, Number(process.env.TEST_BOUND_SCALE ?? 1) || 1);
const VITEST_TIMEOUT_MS = 50 * 60_000 * BOUND_SCALE;
// Playwright stops itself at its global timeout (the tests not run are reported, its servers stopped, its report
// written); the process bound after it only catches a runner that hangs. Beside another full run, Playwright
// needed over 30 minutes once (stopped by a 25-minute bound after 132 of 181 tests).
const PLAYWRIGHT_GLOBAL_TIMEOUT_MS = 36 * 60_000 * BOUND_SCALE;
const PLAYWRIGHT_TIMEOUT_MS = PLAYWRIGHT_GLOBAL_TIMEOUT_MS + 2 * 60_000;
const CHECK_TIMEOUT_MS = 10 * 60_000 * BOUND_SCALE;

ensureInstalled(root);
mkdirSync(cacheDir, { recursive: true });

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› Installing Chromium from Debian packages…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (existsSync(chromium)) return true;
  console.error(`Chromium not found at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
  return false;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let runnerFailed = false;
// Names of failed tests, printed again just above the summary line, so a CI log read from its tail names them.
const failedNames = [];

// Lint, typecheck and the sleep check count as one check each: green means the code is formatted, lints clean,
// typechecks and no test sleeps for a fixed time (scripts/check-sleeps.mjs).
if (wants('checks')) {
  const checks = [
    [
      'biome check',
      process.execPath,
      [join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'check', '.'],
    ],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['no fixed sleeps in tests', process.execPath, [join(root, 'scripts', 'check-sleeps.mjs')]],
  ];
  for (const [name, command, args] of checks) {
    const run = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      timeout: CHECK_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    const ok = run.status === 0;
    totals[ok ? 'passed' : 'failed'] += 1;
    if (!ok) failedNames.push(name);
    console.log(`${name}: ${ok ? 'passed' : 'failed'}`);
  }
}

if (wants('unit')) {
  const report = join(cacheDir, 'vitest.json');
  rmSync(report, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', timeout: VITEST_TIMEOUT_MS, killSignal: 'SIGKILL' },
  );
  if (run.error) console.error(`vitest did not finish: ${run.error.message}`);
  const result = readJson(report);
  if (!result) runnerFailed = true;
  else {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    failedNames.push(...vitestFailures(result, root));
    console.log(`vitest: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  }
  if (run.status !== 0 && (!result || result.numFailedTests === 0)) runnerFailed = true;
}

if (wants('e2e')) {
  if (!ensureChromium()) runnerFailed = true;
  else {
    try {
      await buildAll();
      const report = join(cacheDir, 'playwright.json');
      rmSync(report, { force: true });
      const run = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
          'test',
          `--global-timeout=${PLAYWRIGHT_GLOBAL_TIMEOUT_MS}`,
        ],
        { cwd: root, stdio: 'inherit', timeout: PLAYWRIGHT_TIMEOUT_MS, killSignal: 'SIGKILL' },
      );
      if (run.error) console.error(`playwright did not finish: ${run.error.message}`);
      const result = readJson(report);
      if (!result) runnerFailed = true;
      else {
        const { expected, unexpected, flaky, skipped } = result.stats;
        totals.passed += expected + flaky;
        totals.failed += unexpected;
        totals.skipped += skipped;
        failedNames.push(...(result.suites ?? []).flatMap((suite) => playwrightFailures(suite)));
        console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed`);
        if (run.status !== 0 && unexpected === 0) runnerFailed = true;
      }
    } catch (error) {
      console.error(String(error));
      runnerFailed = true;
    }
  }
}

if (failedNames.length > 0) console.log(`failed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
if (runnerFailed) console.error('A test runner did not complete; see its output above.');
// A runner that did not complete counts as a failure: its tests' outcome is unknown, not passed.
console.log(`tests: ${totals.passed} passed, ${totals.failed + (runnerFailed ? 1 : 0)} failed`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
