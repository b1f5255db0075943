// What one process of a benchmark did each second, written by the process itself: the longest event-loop delay
// of that second (a render, a JSON encode or a collection that held every request behind it), the CPU it used and
// its garbage-collection pauses. A benchmark loads it into the processes it starts with
// NODE_OPTIONS=--import=<this file> and LOOP_PROBE_DIR=<folder>: each process appends one JSON line a second to
// <folder>/<pid>.jsonl (bench/lib/timeline.mjs reads them back). Without LOOP_PROBE_DIR it does nothing, so the
// product never carries it.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export const LOOP_PROBE_DIR = 'LOOP_PROBE_DIR';
const NS_PER_MS = 1e6;

/** Starts writing this process's seconds to `file`; answers the function that stops it. */
export function startLoopProbe(file) {
  // 10 ms resolution: finer costs the measured process CPU of its own and stalls of interest are longer.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gcMs = 0;
  let gcMaxMs = 0;
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  });
  collections.observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  let from = Date.now();
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    // A blocked loop runs this late: the line then covers the whole time since the last one, stall included.
    const at = Date.now();
    const second = {
      from,
      at,
      loopMaxMs: Math.round(delay.max / NS_PER_MS),
      cpuMs: Math.round((used.user + used.system) / 1000),
      gcMs: Math.round(gcMs),
      gcMaxMs: Math.round(gcMaxMs),
    };
    from = at;
    delay.reset();
    gcMs = 0;
    gcMaxMs = 0;
    appendFileSync(file, `${JSON.stringify(second)}\n`);
  }, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
    collections.disconnect();
  };
}

const dir = process.env[LOOP_PROBE_DIR];
if (dir) startLoopProbe(join(dir, `${process.pid}.jsonl`));
