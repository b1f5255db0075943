import type { Broker } from './broker';
import { type PreviousPublication, PublicationPush } from './fanout';
import type { RealtimeLogger } from './options';
import type { ClientInfo, StoredPublication } from './protocol';

export interface ChannelMember {
  deliverPublication(channel: string, push: PublicationPush): void;
  deliverJoinLeave(channel: string, kind: 'join' | 'leave', info: ClientInfo): void;
}

/**
 * This node's subscribers per channel. The node listens to a channel on the broker while it has
 * at least one subscriber to it, and remembers the channel's last publication as the base of
 * the next fossil delta.
 */
export class Hub {
  private readonly members = new Map<string, Set<ChannelMember>>();
  private readonly listening = new Map<string, Promise<void>>();
  private readonly last = new Map<string, PreviousPublication>();

  constructor(
    private readonly broker: Broker,
    private readonly log: RealtimeLogger,
  ) {}

  /** Resolves once the broker delivers the channel's messages to this node. */
  async add(channel: string, member: ChannelMember): Promise<void> {
    let set = this.members.get(channel);
    if (!set) {
      set = new Set();
      this.members.set(channel, set);
      this.listening.set(channel, this.broker.subscribe(channel));
    }
    set.add(member);
    await this.listening.get(channel);
  }

  remove(channel: string, member: ChannelMember): void {
    const set = this.members.get(channel);
    if (!set?.delete(member) || set.size > 0) return;
    this.members.delete(channel);
    this.listening.delete(channel);
    this.last.delete(channel);
    this.broker.unsubscribe(channel).catch((err: unknown) => {
      this.log.warn({ err, channel }, 'realtime: broker unsubscribe failed');
    });
  }

  channelCount(): number {
    return this.members.size;
  }

  publication(channel: string, pub: StoredPublication, epoch: string): void {
    const set = this.members.get(channel);
    if (!set) return;
    const previous = this.last.get(channel) ?? null;
    const push = new PublicationPush(channel, pub, epoch, previous);
    if (!previous || previous.epoch !== epoch || previous.offset < pub.offset) {
      this.last.set(channel, { offset: pub.offset, epoch, data: pub.data });
    }
    for (const member of [...set]) member.deliverPublication(channel, push);
  }

  joinLeave(channel: string, kind: 'join' | 'leave', info: ClientInfo): void {
    const set = this.members.get(channel);
    if (!set) return;
    for (const member of [...set]) member.deliverJoinLeave(channel, kind, info);
  }
}
