// @ts-check
// WebSocket upgrades on /connection/websocket, piped to the API server: Next.js's proxy cannot forward them.
import { connect } from 'node:net';

/** The path of the real-time endpoint, on the web origin and on the API server alike. */
export const REALTIME_PATH = '/connection/websocket';

/** @param {string | undefined} url */
export const isRealtimeUpgrade = (url) =>
  url === REALTIME_PATH || Boolean(url?.startsWith(`${REALTIME_PATH}?`));

/**
 * Replays the upgrade request to the API server and pipes the two sockets together. X-Forwarded-For goes as
 * the request holds it once `withClientAddress` (client-address.mjs) has put the client's address there; without
 * that, the socket's peer. A client's own value of the header is never replayed.
 * @param {URL} api the API server's origin
 * @returns {(req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void}
 */
export function upgradeForwarder(api) {
  return (req, socket, head) => {
    const upstream = connect(Number(api.port || 80), api.hostname, () => {
      const forwardedFor = req.headers['x-forwarded-for'] ?? req.socket.remoteAddress;
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? '';
        if (name.toLowerCase() === 'x-forwarded-for') continue;
        lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor}`, '', '');
      upstream.write(lines.join('\r\n'));
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  };
}
