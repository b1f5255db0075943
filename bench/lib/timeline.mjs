// The second-by-second record of a benchmark run, to tell where a seconds-long tail comes from: every request's
// latency by when it was due, and once a second the machine (CPU busy and waiting for the disk, runnable
// threads), each process's own second (loop-probe.mjs: longest event-loop delay, CPU, GC pauses) and PostgreSQL's
// backends (active, waiting on a lock, the oldest running statement). Seconds during which some request waited a
// second or more are "stalled"; the summary sets the stalled seconds' medians beside the calm ones'.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOP_PROBE_DIR, startLoopProbe } from './loop-probe.mjs';

/** A request that waited this long marks every second it was waiting as stalled. */
export const STALL_MS = 1000;
const PROBE_FILE = join(import.meta.dirname, 'loop-probe.mjs');

/** The machine's clock in ms, as every process here reads it (performance.timeOrigin + performance.now()). */
export const wallClock = () => performance.timeOrigin + performance.now();
const secondOf = (wallMs) => Math.floor(wallMs / 1000);
const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The whole machine's CPU ticks (/proc/stat): busy, iowait and total, and the threads runnable now. */
function machineNow() {
  const stat = readFileSync('/proc/stat', 'utf8');
  const ticks = stat.split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
  const running = Number(/^procs_running (\d+)$/m.exec(stat)?.[1] ?? 0);
  return {
    busy: user + nice + system + irq + softirq + steal,
    iowait,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
    running,
  };
}

const POSTGRES_SECOND = `
  SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
         count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'Lock')::int AS "lockWaits",
         count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'IO')::int AS "ioWaits",
         coalesce(round(max(extract(epoch FROM now() - query_start) * 1000)
                        FILTER (WHERE state = 'active')), 0)::int AS "oldestMs"
    FROM pg_stat_activity
   WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/**
 * A run's timeline. `probeDir` is the folder the started processes write their seconds to: give `probeEnv` to
 * their environment. `pgQuery(sql)` answers rows of the run's database (undefined: PostgreSQL not sampled).
 */
export function createTimeline({ probeDir, pgQuery }) {
  mkdirSync(probeDir, { recursive: true });
  const requests = new Map(); // kind -> [{ due, ms }]
  const machine = [];
  const postgres = [];
  const events = [];
  let stopOwnProbe = startLoopProbe(join(probeDir, `${process.pid}.jsonl`));
  let previous = machineNow();
  let sampledAt = Date.now();
  const sampler = setInterval(() => {
    const at = Date.now();
    const current = machineNow();
    const total = current.total - previous.total || 1;
    machine.push({
      from: sampledAt,
      at,
      busyPercent: Math.round(((current.busy - previous.busy) / total) * 100),
      iowaitPercent: Math.round(((current.iowait - previous.iowait) / total) * 100),
      running: current.running,
    });
    previous = current;
    sampledAt = at;
    pgQuery?.(POSTGRES_SECOND)
      .then(([row]) => postgres.push({ at, ...row }))
      .catch(() => undefined);
  }, 1000);

  const stop = () => {
    clearInterval(sampler);
    stopOwnProbe();
    stopOwnProbe = () => undefined;
  };

  return {
    /** Stops sampling (finish does too); for a run that ends in an error. */
    stop,
    /** NODE_OPTIONS and LOOP_PROBE_DIR for a process to start: it writes its own seconds. */
    probeEnv: (env = process.env) => ({
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${PROBE_FILE}`.trim(),
      [LOOP_PROBE_DIR]: probeDir,
    }),
    /** One answered request of `kind`, due at `dueWall` (machine clock, ms), answered after `ms`. */
    record(kind, dueWall, ms) {
      if (!requests.has(kind)) requests.set(kind, []);
      requests.get(kind).push({ due: dueWall, ms });
    },
    /** A moment worth seeing beside the seconds (the settled match's finish, say). */
    mark(what) {
      events.push({ at: Date.now(), what });
    },
    /**
     * Stops sampling and answers the timeline: one row per second between `from` and `to` (machine clock, ms),
     * with `names` (pid -> process name) naming the processes' probe files; also written to `file`.
     */
    finish({ from, to, names, file }) {
      stop();
      const processes = readProcessSeconds(probeDir, names);
      const first = secondOf(from);
      const rows = [];
      for (let second = first; second <= secondOf(to); second++) rows.push({ second: second - first });
      const rowAt = (wallMs) => rows[secondOf(wallMs) - first];
      for (const [kind, list] of requests) {
        for (const { due, ms } of list) {
          const row = rowAt(due);
          if (row) row[`${kind}MaxMs`] = Math.max(row[`${kind}MaxMs`] ?? 0, Math.round(ms));
          // Every second this request was waiting through is a stalled one.
          if (ms >= STALL_MS) {
            for (let at = due; at < due + ms; at += 1000) {
              const waited = rowAt(at);
              if (waited) waited.stalled = true;
            }
          }
        }
      }
      // A machine or process sample describes the time since the one before it: every second it covers gets it.
      const rowsCovered = (sample) => {
        const covered = [];
        for (let second = secondOf(sample.from); second <= secondOf(sample.at - 1); second++) {
          const row = rows[second - first];
          if (row) covered.push(row);
        }
        return covered;
      };
      for (const sample of machine)
        for (const row of rowsCovered(sample)) Object.assign(row, machineFields(sample));
      for (const sample of postgres) Object.assign(rowAt(sample.at) ?? {}, postgresFields(sample));
      for (const [name, seconds] of processes) {
        for (const sample of seconds) {
          const cpuPercent = Math.round((sample.cpuMs / Math.max(1, sample.at - sample.from)) * 100);
          for (const row of rowsCovered(sample)) {
            row[`${name} loopMaxMs`] = sample.loopMaxMs;
            row[`${name} cpu%`] = cpuPercent;
            row[`${name} gcMs`] = sample.gcMs;
          }
        }
      }
      for (const event of events) {
        const row = rowAt(event.at);
        if (row) row.events = [...(row.events ?? []), event.what];
      }
      const timeline = { rows, stallMs: STALL_MS };
      writeFileSync(file, JSON.stringify(timeline, null, 1));
      return timeline;
    },
  };
}

const machineFields = (s) => ({
  'machine busy%': s.busyPercent,
  'machine iowait%': s.iowaitPercent,
  'machine runnable': s.running,
});
const postgresFields = (s) => ({
  'pg active': s.active,
  'pg lock waits': s.lockWaits,
  'pg io waits': s.ioWaits,
  'pg oldest ms': s.oldestMs,
});

/** name -> seconds, from the probe files of the named pids (a pid's children with their own file are left out). */
function readProcessSeconds(dir, names) {
  const found = new Map();
  for (const file of readdirSync(dir)) {
    const name = names[Number(file.replace('.jsonl', ''))];
    if (!name) continue;
    const lines = readFileSync(join(dir, file), 'utf8').trim().split('\n').filter(Boolean);
    found.set(
      name,
      lines.map((line) => JSON.parse(line)),
    );
  }
  return found;
}

/**
 * The stalled seconds' medians beside the calm seconds' for every measure of the timeline, as Markdown rows
 * (measure, stalled, calm), and the run's stalled stretches as [from, to] second ranges.
 */
export function stallSummary({ rows }) {
  const stalled = rows.filter((row) => row.stalled);
  const calm = rows.filter((row) => !row.stalled);
  const measures = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => !['second', 'stalled', 'events'].includes(key),
  );
  const lines = [
    `| measure (median of its seconds) | stalled (${stalled.length} s) | calm (${calm.length} s) |`,
  ];
  lines.push('| --- | --- | --- |');
  for (const key of measures.sort()) {
    const of = (list) => median(list.map((row) => row[key]).filter((v) => typeof v === 'number'));
    lines.push(`| ${key} | ${of(stalled) ?? ''} | ${of(calm) ?? ''} |`);
  }
  const stretches = [];
  for (const row of stalled) {
    const last = stretches.at(-1);
    if (last && last[1] === row.second - 1) last[1] = row.second;
    else stretches.push([row.second, row.second]);
  }
  return { table: lines.join('\n'), stretches };
}
