/** Layout size notifications are throttled to 100 ms (spec part 2 §9). */
export const VIEWPORT_THROTTLE_MS = 100;

/**
 * Calls `run` at most once per `ms`: at once for the first call, then once at the end of the window with the
 * latest value, so the last size always arrives.
 */
export function throttleLatest<T>(run: (value: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    run(value);
    timer = setTimeout(flush, ms);
  };
  return {
    push(value: T) {
      pending = { value };
      if (timer === undefined) flush();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
