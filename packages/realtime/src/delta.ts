import { createDelta } from 'fossil-delta';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The fossil delta from one JSON payload to the next, as the text the JSON protocol carries
 * (the client turns it back into UTF-8 bytes and applies it to the previous payload's bytes).
 * null when a delta would not be smaller, or when its bytes are not valid UTF-8 text (a copy
 * boundary inside a multi-byte character): the caller sends the full payload then.
 */
export function fossilDeltaText(previous: string, next: string): string | null {
  const target = encoder.encode(next);
  const patch = createDelta<Uint8Array>(encoder.encode(previous), target);
  if (patch.length >= target.length) return null;
  try {
    return decoder.decode(patch);
  } catch {
    return null;
  }
}
