// `npm run test:repeat -- [--runs 10] [--lanes 2] [--commit HEAD]`: the "green means green" record. Clones one
// commit into `lanes` fresh folders and runs the README's test command (`npm test`) in all of them at once, again
// and again, until `runs` runs have finished: every run has the other lanes' full suites beside it, so the
// machine is loaded the way a busy CI machine is. Each lane has its own end-to-end ports; server tests on
// PostgreSQL make their own databases. Every finished run is appended to .cache/repeat-tests.jsonl (commit,
// lane, start, minutes, the `tests:` line, load average) and the summary is printed as a table row for
// bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    lanes: { type: 'string', default: '2' },
    commit: { type: 'string', default: 'HEAD' },
  },
});
const runs = Number(values.runs);
const lanes = Number(values.lanes);
const commit = spawnSync('git', ['rev-parse', values.commit], { cwd: root, encoding: 'utf8' }).stdout.trim();
const workDir = join(root, '.cache', 'repeat-tests');
const logFile = join(root, '.cache', 'repeat-tests.jsonl');
mkdirSync(workDir, { recursive: true });

function prepareLane(lane) {
  const dir = join(workDir, `lane-${lane}`);
  rmSync(dir, { recursive: true, force: true });
  const clone = spawnSync('git', ['clone', '--quiet', '--no-checkout', root, dir], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error(`git clone for lane ${lane} failed`);
  spawnSync('git', ['checkout', '--quiet', commit], { cwd: dir, stdio: 'inherit' });
  return dir;
}

/** One `npm test` in a lane; resolves with the run's record. */
function runOnce(dir, lane, index) {
  const started = Date.now();
  const load = loadavg()[0];
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], {
      cwd: dir,
      env: {
        ...process.env,
        E2E_WEB_PORT: String(3300 + lane * 10),
        E2E_API_PORT: String(4300 + lane * 10),
        // Each lane's suite shares the machine with the other lanes' suites: its bounds on a hang grow by as many
        // (scripts/test.mjs, e2e/bounds.ts). Beside one other run, Vitest took 40-55 minutes against its 50 and the
        // end-to-end tests 37-50 against their 36 (bench/RESULTS.md, "The test command").
        TEST_BOUND_SCALE: process.env.TEST_BOUND_SCALE ?? String(lanes),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let summary = '';
    const logPath = join(workDir, `run-${index}-lane-${lane}.log`);
    // A log of an earlier repeat with the same run number is not this run's.
    rmSync(logPath, { force: true });
    const onData = (chunk) => {
      appendFileSync(logPath, chunk);
      const match = /^tests: \d+ passed, \d+ failed$/m.exec(chunk.toString());
      if (match) summary = match[0];
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => appendFileSync(logPath, chunk));
    child.on('close', (code) => {
      const record = {
        commit: commit.slice(0, 10),
        run: index,
        lane,
        started: new Date(started).toISOString(),
        minutes: Math.round((Date.now() - started) / 6_000) / 10,
        exit: code,
        summary: summary || 'no summary line',
        loadAtStart: Math.round(load * 10) / 10,
        loadAtEnd: Math.round(loadavg()[0] * 10) / 10,
        log: logPath,
      };
      // The lane's next run empties its test results: a red run's traces are kept beside its log.
      const results = join(dir, '.cache', 'test-results');
      if (code !== 0 && existsSync(results)) {
        record.results = join(workDir, `run-${index}-results`);
        rmSync(record.results, { recursive: true, force: true });
        cpSync(results, record.results, { recursive: true });
      }
      appendFileSync(logFile, `${JSON.stringify(record)}\n`);
      console.log(JSON.stringify(record));
      resolve(record);
    });
  });
}

const dirs = Array.from({ length: lanes }, (_, lane) => prepareLane(lane));
let started = 0;
const records = [];
async function lane(index) {
  while (started < runs) {
    started += 1;
    records.push(await runOnce(dirs[index], index, started));
  }
}
await Promise.all(dirs.map((_, index) => lane(index)));

const passed = records.filter((r) => r.exit === 0 && / 0 failed$/.test(r.summary)).length;
const minutes = records.map((r) => r.minutes).sort((a, b) => a - b);
const median = minutes[Math.floor(minutes.length / 2)];
console.log(
  `\n| ${new Date().toISOString().slice(0, 10)} | ${commit.slice(0, 10)} | ${records.length} runs, ${lanes} at once | ` +
    `${passed} green, ${records.length - passed} red | median ${median} min (${minutes[0]}-${minutes.at(-1)}) |`,
);
if (existsSync(logFile)) console.log(`Every run: ${logFile}`);
process.exit(passed === records.length ? 0 : 1);
