import { disconnects, errors, RealtimeError } from './codes';
import type { CommandWithId, HistoryRequest } from './protocol';
import { publicationBody } from './protocol';
import type { Session } from './session';
import { handleSubRefresh, handleSubscribe, handleUnsubscribe } from './subscribe';
import { secondsLeft, verifyConnectionToken } from './tokens';

// Answers to the commands of a connected client (and connect itself). Each handler replies with
// the command's id, or disconnects with the protocol's code when the client broke the protocol.

async function handleConnect(s: Session, id: number, token: string): Promise<void> {
  if (s.connected) {
    s.disconnect(disconnects.badRequest);
    return;
  }
  if (token !== '') {
    const verified = await verifyConnectionToken(token, s.core.opts.tokenSecret);
    if (s.closed) return;
    if (!verified.ok) {
      if (verified.reason === 'invalid') {
        s.disconnect(disconnects.invalidToken);
        return;
      }
      // The client fetches a fresh token and reconnects.
      s.unusable = true;
      s.replyError(id, errors.tokenExpired);
      return;
    }
    s.user = verified.claims.sub;
    s.exp = verified.claims.exp;
    s.connInfo = verified.claims.info;
  }
  s.markConnected();
  const { opts, version } = s.core;
  const result: Record<string, unknown> = {
    client: s.id,
    version,
    ping: Math.max(1, Math.round(opts.pingIntervalMs / 1000)),
    pong: true,
  };
  if (s.exp > 0) {
    result.expires = true;
    result.ttl = secondsLeft(s.exp);
  }
  s.reply(id, 'connect', JSON.stringify(result));
}

async function handleRefresh(s: Session, id: number, token: string): Promise<void> {
  const verified = await verifyConnectionToken(token, s.core.opts.tokenSecret);
  if (s.closed) return;
  if (!verified.ok) {
    s.disconnect(verified.reason === 'expired' ? disconnects.expired : disconnects.invalidToken);
    return;
  }
  // A refresh renews the connection's credentials; it never switches to another user.
  if (verified.claims.sub !== s.user) {
    s.disconnect(disconnects.invalidToken);
    return;
  }
  s.exp = verified.claims.exp;
  if (verified.claims.info !== undefined) s.connInfo = verified.claims.info;
  const result = s.exp > 0 ? { expires: true, ttl: secondsLeft(s.exp) } : { expires: false };
  s.reply(id, 'refresh', JSON.stringify(result));
}

/** Presence, history and publish act on a channel the client is subscribed to. */
function subscribed(s: Session, channel: string) {
  const sub = s.subs.get(channel);
  return sub?.status === 'subscribed' ? sub : undefined;
}

async function handlePresence(s: Session, id: number, channel: string, stats: boolean): Promise<void> {
  const sub = subscribed(s, channel);
  if (!sub) return s.replyError(id, errors.permissionDenied);
  if (sub.policy.presence !== true) return s.replyError(id, errors.notAvailable);
  const clients = await s.core.opts.broker.presence(channel);
  if (!stats) return s.reply(id, 'presence', JSON.stringify({ presence: clients }));
  const users = new Set(Object.values(clients).map((c) => c.user));
  const counts = { num_clients: Object.keys(clients).length, num_users: users.size };
  s.reply(id, 'presence_stats', JSON.stringify(counts));
}

async function handleHistory(s: Session, id: number, req: HistoryRequest): Promise<void> {
  if (!subscribed(s, req.channel)) return s.replyError(id, errors.permissionDenied);
  if (req.reverse && req.since?.offset === 0) return s.replyError(id, errors.badRequest);
  const { broker, history } = s.core.opts;
  const query = { since: req.since, limit: req.limit, reverse: req.reverse };
  const page = await broker.history(req.channel, query, history);
  if (req.since && req.since.epoch !== '' && req.since.epoch !== page.epoch) {
    return s.replyError(id, errors.unrecoverablePosition);
  }
  const pubs = page.publications.map((p) => publicationBody(p, p.data, false)).join(',');
  s.reply(
    id,
    'history',
    `{"publications":[${pubs}],"epoch":${JSON.stringify(page.epoch)},"offset":${page.offset}}`,
  );
}

async function handlePublish(s: Session, id: number, channel: string, data: unknown): Promise<void> {
  const sub = subscribed(s, channel);
  if (sub?.policy.allowPublish !== true) return s.replyError(id, errors.permissionDenied);
  const { broker, history } = s.core.opts;
  await broker.publish(channel, JSON.stringify(data), history);
  s.reply(id, 'publish', '{}');
}

async function handleRpc(s: Session, id: number, method: string, data: unknown): Promise<void> {
  const handler = s.core.opts.rpc;
  if (!handler) return s.replyError(id, errors.notAvailable);
  let text: string;
  try {
    const result = await handler({ clientId: s.id, userId: s.user, method, data });
    text = result === undefined ? '{}' : JSON.stringify({ data: result });
  } catch (err) {
    if (err instanceof RealtimeError) return s.replyError(id, err.toProtocol());
    s.log.error({ err, method, client: s.id }, 'realtime: rpc handler failed');
    return s.replyError(id, errors.internal);
  }
  s.reply(id, 'rpc', text);
}

/** Runs one command; broker failures answer "internal" (temporary) and keep the connection. */
export async function handleCommand(s: Session, cmd: CommandWithId): Promise<void> {
  try {
    switch (cmd.kind) {
      case 'connect':
        return await handleConnect(s, cmd.id, cmd.req.token);
      case 'refresh':
        return await handleRefresh(s, cmd.id, cmd.token);
      case 'subscribe':
        return await handleSubscribe(s, cmd.id, cmd.req);
      case 'unsubscribe':
        return handleUnsubscribe(s, cmd.id, cmd.channel);
      case 'sub_refresh':
        return await handleSubRefresh(s, cmd.id, cmd.channel, cmd.token);
      case 'presence':
        return await handlePresence(s, cmd.id, cmd.channel, false);
      case 'presence_stats':
        return await handlePresence(s, cmd.id, cmd.channel, true);
      case 'history':
        return await handleHistory(s, cmd.id, cmd.req);
      case 'publish':
        return await handlePublish(s, cmd.id, cmd.channel, cmd.data);
      case 'rpc':
        return await handleRpc(s, cmd.id, cmd.method, cmd.data);
      case 'ping':
        // Protocol v2 has no client ping (the server pings); the Go server answers the same.
        return s.replyError(cmd.id, errors.notAvailable);
    }
  } catch (err) {
    s.log.error({ err, client: s.id, command: cmd.kind }, 'realtime: command failed');
    s.replyError(cmd.id, errors.internal);
  }
}
