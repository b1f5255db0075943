import type { ControlMessage } from './broker';
import type { ClientInfo, StoredPublication } from './protocol';

// Text formats on Redis pub/sub. A publication is `p<offset> <epoch> <json data>` so a node
// forwards the data without parsing it; join and leave are `j`/`l` + client info JSON.

export type FanoutEvent =
  | { kind: 'pub'; pub: StoredPublication; epoch: string }
  | { kind: 'join'; info: ClientInfo }
  | { kind: 'leave'; info: ClientInfo };

export function parseClientInfo(text: string): ClientInfo | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { client, user } = value as Record<string, unknown>;
    return typeof client === 'string' && typeof user === 'string' ? (value as ClientInfo) : null;
  } catch {
    return null;
  }
}

export function parseFanout(message: string): FanoutEvent | null {
  const kind = message[0];
  if (kind === 'p') {
    const firstSpace = message.indexOf(' ');
    const secondSpace = message.indexOf(' ', firstSpace + 1);
    if (firstSpace < 0 || secondSpace < 0) return null;
    const offset = Number(message.slice(1, firstSpace));
    if (!Number.isSafeInteger(offset) || offset <= 0) return null;
    const epoch = message.slice(firstSpace + 1, secondSpace);
    return { kind: 'pub', pub: { offset, data: message.slice(secondSpace + 1) }, epoch };
  }
  if (kind === 'j' || kind === 'l') {
    const info = parseClientInfo(message.slice(1));
    if (!info) return null;
    return kind === 'j' ? { kind: 'join', info } : { kind: 'leave', info };
  }
  return null;
}

export function parseControl(message: string): ControlMessage | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (v.type === 'disconnect' && typeof v.user === 'string' && typeof v.reconnect === 'boolean') {
      return { type: 'disconnect', user: v.user, reconnect: v.reconnect };
    }
    return null;
  } catch {
    return null;
  }
}
