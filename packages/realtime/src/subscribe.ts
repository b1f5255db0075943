import type { HistoryPage } from './broker';
import { disconnects, errors, type ProtocolError } from './codes';
import { deltaChainBodies } from './fanout';
import type { ChannelPolicy } from './options';
import { publicationBody, type SubscribeRequest } from './protocol';
import type { Session, SubscriptionState } from './session';
import { secondsLeft, verifySubscriptionToken } from './tokens';

// Subscribe with recovery, unsubscribe and sub_refresh. A subscribe joins the node's hub first
// and buffers live publications while it reads the channel's stream, so nothing published in
// between is lost: the reply carries the position (and recovered publications), the buffer
// follows it in order.

const rejectUnrecoveredFlag = 2;

type Authorization = { ok: true; expireAt: number; chanInfo?: unknown } | { ok: false; error: ProtocolError };

async function authorize(
  s: Session,
  channel: string,
  policy: ChannelPolicy,
  token: string,
): Promise<Authorization> {
  if (policy.kind === 'public') return { ok: true, expireAt: 0 };
  // A private channel belongs to one user, who proves it with a subscription token.
  if (s.user === '' || s.user !== policy.userId || token === '') {
    return { ok: false, error: errors.permissionDenied };
  }
  const verified = await verifySubscriptionToken(token, s.core.opts.tokenSecret);
  if (!verified.ok) {
    return {
      ok: false,
      error: verified.reason === 'expired' ? errors.tokenExpired : errors.permissionDenied,
    };
  }
  if (verified.claims.sub !== s.user || verified.claims.channel !== channel) {
    return { ok: false, error: errors.permissionDenied };
  }
  return { ok: true, expireAt: verified.claims.exp, chanInfo: verified.claims.info };
}

async function resolvePolicy(s: Session, channel: string): Promise<ChannelPolicy | null> {
  return s.core.opts.channelPolicy(channel);
}

/** Recovered when the stream still holds every publication after the client's position. */
function recoveredFrom(page: HistoryPage, req: SubscribeRequest): boolean {
  if (req.epoch !== '' && req.epoch !== page.epoch) return false;
  const pubs = page.publications;
  const first = pubs[0];
  const last = pubs[pubs.length - 1];
  if (!first || !last) return page.offset === req.offset;
  return first.offset === req.offset + 1 && last.offset === page.offset;
}

export async function handleSubscribe(s: Session, id: number, req: SubscribeRequest): Promise<void> {
  const { channel } = req;
  const { opts, hub } = s.core;
  if (req.type !== 0) return s.replyError(id, errors.notAvailable);
  if (req.hasTagsFilter || channel.length > opts.maxChannelLength) return s.replyError(id, errors.badRequest);
  if (s.subs.has(channel)) return s.replyError(id, errors.alreadySubscribed);
  if (s.subs.size >= opts.maxChannelsPerClient) return s.replyError(id, errors.limitExceeded);

  const policy = await resolvePolicy(s, channel);
  if (!policy) return s.replyError(id, errors.unknownChannel);
  const auth = await authorize(s, channel, policy, req.token);
  if (!auth.ok) return s.replyError(id, auth.error);
  if (s.closed || s.subs.has(channel)) return;

  const sub: SubscriptionState = {
    channel,
    policy,
    status: 'subscribing',
    buffer: [],
    offset: 0,
    epoch: '',
    delta: req.delta === 'fossil' && policy.delta !== false,
    deltaBase: 0,
    expireAt: auth.expireAt,
    joinLeave: req.joinLeave && policy.joinLeave === true,
    info: s.clientInfo(auth.chanInfo),
    inPresence: false,
  };
  s.subs.set(channel, sub);
  let page: HistoryPage;
  let recovered = false;
  try {
    await hub.add(channel, s);
    page = await opts.broker.history(
      channel,
      req.recover
        ? { since: { offset: req.offset, epoch: req.epoch }, limit: -1, reverse: false }
        : { limit: 0, reverse: false },
      opts.history,
    );
    if (s.subs.get(channel) !== sub) return; // the connection closed meanwhile
    recovered = req.recover && recoveredFrom(page, req);
    if (req.recover && !recovered && (req.flag & rejectUnrecoveredFlag) !== 0) {
      s.dropSubscription(sub);
      return s.replyError(id, errors.unrecoverablePosition);
    }
    if (policy.presence === true) {
      sub.inPresence = true;
      await opts.broker.addPresence(channel, s.id, sub.info, opts.presenceTtlMs);
      if (s.subs.get(channel) !== sub) return;
    }
  } catch (err) {
    s.log.error({ err, channel, client: s.id }, 'realtime: subscribe failed');
    s.dropSubscription(sub);
    return s.replyError(id, errors.internal);
  }

  const result: string[] = [
    '"recoverable":true',
    '"positioned":true',
    `"epoch":${JSON.stringify(page.epoch)}`,
    `"offset":${recovered ? req.offset : page.offset}`,
  ];
  if (sub.expireAt > 0) result.push('"expires":true', `"ttl":${secondsLeft(sub.expireAt)}`);
  if (sub.delta) result.push('"delta":true');
  if (req.recover) result.push('"was_recovering":true', `"recovered":${recovered}`);
  const pubs = recovered ? page.publications : [];
  if (pubs.length > 0) {
    const bodies = sub.delta ? deltaChainBodies(pubs) : pubs.map((p) => publicationBody(p, p.data, false));
    result.push(`"publications":[${bodies.join(',')}]`);
    if (sub.delta) sub.deltaBase = page.offset;
  }
  s.reply(id, 'subscribe', `{${result.join(',')}}`);

  sub.status = 'subscribed';
  sub.offset = page.offset;
  sub.epoch = page.epoch;
  const buffered = sub.buffer ?? [];
  sub.buffer = null;
  for (const push of buffered) {
    if (s.subs.get(channel) !== sub) break;
    s.deliverInOrder(sub, push);
  }
  if (policy.joinLeave && s.subs.get(channel) === sub) {
    opts.broker.publishJoin(channel, sub.info).catch((err: unknown) => {
      s.log.warn({ err, channel }, 'realtime: join failed');
    });
  }
}

export function handleUnsubscribe(s: Session, id: number, channel: string): void {
  const sub = s.subs.get(channel);
  if (sub) s.dropSubscription(sub);
  s.reply(id, 'unsubscribe', '{}');
}

export async function handleSubRefresh(
  s: Session,
  id: number,
  channel: string,
  token: string,
): Promise<void> {
  const sub = s.subs.get(channel);
  if (sub?.status !== 'subscribed') return s.replyError(id, errors.permissionDenied);
  if (token === '') return s.replyError(id, errors.badRequest);
  const verified = await verifySubscriptionToken(token, s.core.opts.tokenSecret);
  if (s.closed || s.subs.get(channel) !== sub) return;
  if (!verified.ok && verified.reason === 'expired') return s.replyError(id, errors.tokenExpired);
  if (!verified.ok || verified.claims.sub !== s.user || verified.claims.channel !== channel) {
    s.disconnect(disconnects.invalidToken);
    return;
  }
  sub.expireAt = verified.claims.exp;
  const result = sub.expireAt > 0 ? { expires: true, ttl: secondsLeft(sub.expireAt) } : {};
  s.reply(id, 'sub_refresh', JSON.stringify(result));
}
