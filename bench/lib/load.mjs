// Bounded HTTP load with autocannon: a warm-up that is not counted, then N timed runs; medians across runs.
import autocannon from 'autocannon';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function once(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One timed run: requests per second over the whole run (not autocannon's per-second samples), latencies in ms. */
function summarise(result) {
  const completed = result.requests.total;
  return {
    rps: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: completed,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Loads `url` with `connections` keep-alive connections: `warmupSeconds` first (JIT, caches, connection pools),
 * then `runs` runs of `seconds` each. Returns every run and the median of each figure.
 */
export async function measure({ url, headers = {}, connections, seconds, warmupSeconds, runs }) {
  const common = { url, headers, connections, pipelining: 1, timeout: 10 };
  const warmupRequests =
    warmupSeconds > 0 ? (await once({ ...common, duration: warmupSeconds })).requests.total : 0;
  const results = [];
  for (let i = 0; i < runs; i++) results.push(summarise(await once({ ...common, duration: seconds })));
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    url,
    warmupRequests,
    runs: results,
    median: {
      rps: pick('rps'),
      p50: pick('p50'),
      p99: pick('p99'),
      max: pick('max'),
      non2xx: pick('non2xx'),
      errors: pick('errors'),
    },
    totals: {
      requests: results.reduce((n, r) => n + r.requests, 0),
      non2xx: results.reduce((n, r) => n + r.non2xx, 0),
      errors: results.reduce((n, r) => n + r.errors, 0),
    },
  };
}
