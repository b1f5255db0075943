/**
 * Provider availability. Each provider has occasional outages (a pure function of seed and time: a few per day,
 * one to three real minutes each, unless built without them), or is held up or down by the control surface. While a
 * provider is inactive, events for its matches are held back and delivered, in order, when it returns.
 */

import type { FeedEvent, Provider } from '../types';
import { Rng } from './prng';
import { HOUR } from './world/schedule';

export const PROVIDERS: readonly Provider[] = ['betradar', 'oddin'];
const OUTAGE_SLOT = 6 * HOUR;
const OUTAGE_CHANCE = 0.3;

type Outage = readonly [number, number];

function outageIn(seed: number, provider: Provider, slot: number): Outage | null {
  const rng = Rng.of(seed, 'outage', provider, slot);
  if (!rng.chance(OUTAGE_CHANCE)) return null;
  const start = slot * OUTAGE_SLOT + Math.floor(rng.next() * (OUTAGE_SLOT - 10 * 60_000));
  return [start, start + 60_000 + Math.floor(rng.next() * 120_000)];
}

/** Outages overlapping [from, to]. */
function outagesBetween(seed: number, provider: Provider, from: number, to: number): Outage[] {
  const found: Outage[] = [];
  for (let slot = Math.floor(from / OUTAGE_SLOT) - 1; slot * OUTAGE_SLOT <= to; slot++) {
    const outage = outageIn(seed, provider, slot);
    if (outage && outage[1] > from && outage[0] <= to) found.push(outage);
  }
  return found;
}

export interface TaggedEvent {
  provider: Provider;
  event: FeedEvent;
}

interface Transition {
  at: number;
  provider: Provider;
  active: boolean;
}

export class ProviderGate {
  private readonly forced = new Map<Provider, boolean>();
  private readonly held = new Map<Provider, FeedEvent[]>();

  constructor(
    private readonly seed: number,
    private readonly outages = true,
  ) {}

  private outagesBetween(provider: Provider, from: number, to: number): Outage[] {
    return this.outages ? outagesBetween(this.seed, provider, from, to) : [];
  }

  active(provider: Provider, t: number): boolean {
    const forced = this.forced.get(provider);
    if (forced !== undefined) return forced;
    return !this.outagesBetween(provider, t, t).some(([start, end]) => start <= t && t < end);
  }

  private transitions(from: number, to: number): Transition[] {
    const found: Transition[] = [];
    for (const provider of PROVIDERS) {
      if (this.forced.has(provider)) continue;
      for (const [start, end] of this.outagesBetween(provider, from, to)) {
        if (start > from && start <= to) found.push({ at: start, provider, active: false });
        if (end > from && end <= to) found.push({ at: end, provider, active: true });
      }
    }
    return found;
  }

  private flush(provider: Provider, at: number): FeedEvent[] {
    const held = this.held.get(provider) ?? [];
    this.held.delete(provider);
    return held.map((event) => ({ ...event, at }));
  }

  /** Events of (from, to] in time order, with provider changes woven in and inactive providers' events held. */
  filter(tagged: readonly TaggedEvent[], from: number, to: number): FeedEvent[] {
    type Item = { at: number; rank: number; transition?: Transition; tagged?: TaggedEvent };
    const items: Item[] = [
      ...this.transitions(from, to).map((transition) => ({ at: transition.at, rank: 0, transition })),
      ...tagged.map((t) => ({ at: t.event.at, rank: 1, tagged: t })),
    ];
    items.sort((a, b) => a.at - b.at || a.rank - b.rank);
    const activeNow = new Map(PROVIDERS.map((p) => [p, this.active(p, from)]));
    const out: FeedEvent[] = [];
    for (const item of items) {
      if (item.transition) {
        const { provider, active, at } = item.transition;
        activeNow.set(provider, active);
        out.push({ type: 'provider_status_changed', at, provider, active });
        if (active) out.push(...this.flush(provider, at));
      } else if (item.tagged) {
        const { provider, event } = item.tagged;
        if (activeNow.get(provider) ?? true) out.push(event);
        else this.held.set(provider, [...(this.held.get(provider) ?? []), event]);
      }
    }
    return out;
  }

  /** Hold a provider up or down from now on (automatic outages no longer apply to it). */
  set(provider: Provider, active: boolean, now: number): FeedEvent[] {
    const before = this.active(provider, now);
    this.forced.set(provider, active);
    if (before === active) return [];
    return [
      { type: 'provider_status_changed', at: now, provider, active },
      ...(active ? this.flush(provider, now) : []),
    ];
  }
}
