// CPU time spent by the processes of a benchmark (Linux /proc), so a figure stays comparable on a machine that
// other jobs share: bets/s depends on how much of the two cores we get, CPU milliseconds per bet does not.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU milliseconds of a process so far; undefined when it cannot be read (not Linux, gone). */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * A probe of the CPU used so far by the server process and by the PostgreSQL backends serving `database`
 * (found through pg_stat_activity; only when PostgreSQL runs on this machine).
 */
export function cpuProbe({ serverPid, admin, database }) {
  return async () => {
    // Per backend: a connection the pool opens between two probes counts from zero.
    const backends = new Map();
    if (admin) {
      const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
      for (const row of rows) {
        const ms = processCpuMs(row.pid);
        if (ms !== undefined) backends.set(row.pid, ms);
      }
    }
    const client = process.cpuUsage();
    return {
      serverMs: processCpuMs(serverPid),
      backends: backends.size > 0 ? backends : undefined,
      clientMs: (client.user + client.system) / 1000,
    };
  };
}

/** CPU milliseconds per placed bet between two probes, per side. */
export function cpuPerBet(before, after, bets) {
  const round = (ms) => (bets === 0 ? null : Math.round((ms / bets) * 100) / 100);
  const per = (key) =>
    before?.[key] === undefined || after?.[key] === undefined ? null : round(after[key] - before[key]);
  let database = null;
  if (before?.backends && after?.backends) {
    let spent = 0;
    for (const [pid, ms] of after.backends) spent += ms - (before.backends.get(pid) ?? 0);
    database = round(spent);
  }
  return { server: per('serverMs'), database, loadDriver: per('clientMs') };
}

/** CPU milliseconds per second each side spends with no load (the feed simulator keeps running). */
export async function idleCpu(probe, seconds) {
  const before = await probe();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const perBet = cpuPerBet(before, await probe(), seconds);
  return { server: perBet.server, database: perBet.database };
}
