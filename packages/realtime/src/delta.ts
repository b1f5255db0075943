import { createDelta } from 'fossil-delta';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

const nonAscii = /[\u007f-\uffff]/g;

/**
 * The same JSON with every non-ASCII character written as a \u escape. Outside strings JSON is
 * ASCII already, so the value is unchanged. Deltas between ASCII texts are ASCII too, which the
 * JSON protocol carries intact; a delta between UTF-8 texts would often cut a character in two.
 */
export function asciiJson(json: string): string {
  return json.replace(nonAscii, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The fossil delta from one JSON payload to the next, as the text the JSON protocol carries
 * (the client turns it back into UTF-8 bytes and applies it to the previous payload's bytes).
 * null when a delta would not be smaller, or when its bytes are not valid UTF-8 text (a copy
 * boundary inside a multi-byte character; never for texts passed through asciiJson): the caller
 * sends the full payload then.
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
