import { type IncomingHostMessage, readHostMessage } from '@sportsbook/contracts/embedding';
import { isAllowedOrigin } from './host-origin';

export type Acceptance =
  | { accepted: true; message: IncomingHostMessage }
  | { accepted: false; reason: 'origin' | 'shape' };

/**
 * A `message` event as the sportsbook takes it: from an allowed origin (spec part 2 §5), then read by the
 * contract's schema. The origin comes first: nothing a foreign page sends is even parsed.
 */
export function acceptHostMessage(
  event: { origin: string; data: unknown },
  allowed: readonly string[],
  ownOrigin: string,
): Acceptance {
  if (!isAllowedOrigin(event.origin, allowed, ownOrigin)) return { accepted: false, reason: 'origin' };
  const message = readHostMessage(event.data);
  return message ? { accepted: true, message } : { accepted: false, reason: 'shape' };
}
