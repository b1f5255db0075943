/**
 * Time bounds of the end-to-end suite catch a hang, not slowness, so they grow with the load a run is told to
 * expect: `npm run test:repeat` runs full suites side by side on one machine and sets TEST_BOUND_SCALE (2 for two
 * lanes), so a test that takes twice as long beside another run is not taken for a hung one. Unset, it is 1.
 */
export const BOUND_SCALE = Math.max(1, Number(process.env.TEST_BOUND_SCALE ?? 1) || 1);

/** `ms` scaled for the run's expected load. */
export const bound = (ms: number): number => ms * BOUND_SCALE;
