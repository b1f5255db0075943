// The growth trend of a soak's per-minute samples: the slope of a least-squares line through them, so "no growth"
// is a number rather than a look at a column. The first minutes are left out (the heap and the pools fill up
// while the load starts), as is anything that could not be read.

/** Slope (units per minute) of the line fitted to `points` ([{ x, y }]); undefined with fewer than two. */
export function slope(points) {
  if (points.length < 2) return undefined;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? undefined : covariance / variance;
}

/**
 * The trend of the resource samples ([{ minute, rssMb, fds }]) after `skipMinutes`: the fitted slope per minute
 * of each, and first, last and largest value of the samples fitted.
 */
export function resourceTrend(samples, skipMinutes = 5) {
  const kept = samples.filter((sample) => sample.minute > skipMinutes);
  const fitted = (key) => {
    const values = kept.map((sample) => sample[key]);
    const perMinute = slope(kept.map((sample) => ({ x: sample.minute, y: sample[key] })));
    return {
      perMinute: perMinute === undefined ? null : Math.round(perMinute * 1000) / 1000,
      first: values.at(0) ?? null,
      last: values.at(-1) ?? null,
      max: values.length > 0 ? Math.max(...values) : null,
    };
  };
  return { afterMinute: skipMinutes, samples: kept.length, rssMb: fitted('rssMb'), fds: fitted('fds') };
}
