/**
 * The deterministic feed simulator: the product's default feed. The world is a pure function of (seed, speed,
 * time) until the control surface changes it: the same seed gives the same fixtures, scripts, prices and results,
 * and a simulator started at T shows the same snapshot as one started earlier and advanced to T.
 */

import { type FeedControl, FeedControlError, type FinalScore, type OddsFeed } from '../adapter';
import type { FeedEvent, FeedSnapshot, Provider } from '../types';
import { hash32 } from './prng';
import { PROVIDERS, ProviderGate, type TaggedEvent } from './providers';
import { createMatchRuntime } from './runtime/factory';
import { OutrightRuntime } from './runtime/outright-runtime';
import type { Runtime, RuntimeContext } from './runtime/runtime';
import { buildWorld, type World } from './world/catalogue';
import { outrightsAt, outrightsOpenedBetween } from './world/outrights';
import { Schedule } from './world/schedule';
import { feedSport } from './world/sports';

export interface SimulatorOptions {
  seed: number | string;
  /** The feed's initial time (epoch ms). */
  startTime: number;
  /** Match seconds per real second: 1 plays in real time, 60 plays a match minute per second. Default 1. */
  speed?: number;
}

export interface Simulator extends OddsFeed {
  readonly control: FeedControl;
}

const ARCHIVE_LIMIT = 5000;

export function createSimulator(options: SimulatorOptions): Simulator {
  return new FeedSimulator(options);
}

class FeedSimulator implements Simulator {
  readonly control: FeedControl;
  private current: number;
  private readonly seed: number;
  private readonly ctx: RuntimeContext;
  private readonly world: World;
  private readonly schedule: Schedule;
  private readonly gate: ProviderGate;
  private readonly runtimes = new Map<string, Runtime>();
  /** Recently closed matches, kept so a result can still be corrected. */
  private readonly archive = new Map<string, Runtime>();

  constructor(options: SimulatorOptions) {
    const speed = options.speed ?? 1;
    if (!Number.isFinite(speed) || speed <= 0) throw new RangeError('speed must be a positive number');
    if (!Number.isFinite(options.startTime)) throw new RangeError('startTime must be a time in milliseconds');
    this.seed = hash32('world', options.seed);
    this.ctx = { speed, retentionMs: Math.max((600 * 1000) / speed, 30_000) };
    this.world = buildWorld(this.seed);
    this.schedule = new Schedule(this.world, this.seed, speed);
    this.gate = new ProviderGate(this.seed);
    this.current = options.startTime;
    this.populate(options.startTime);
    this.control = this.controls();
  }

  get now(): number {
    return this.current;
  }

  private populate(t: number): void {
    for (const seed of this.schedule.announcedBy(t, this.schedule.lookback(this.ctx.retentionMs))) {
      const runtime = createMatchRuntime(seed, this.ctx);
      if (runtime.init(t)) this.runtimes.set(runtime.urn, runtime);
    }
    for (const seed of outrightsAt(this.world, this.seed, t, this.ctx.retentionMs)) {
      const runtime = new OutrightRuntime(seed, this.ctx);
      if (runtime.init(t)) this.runtimes.set(runtime.urn, runtime);
    }
  }

  snapshot(): FeedSnapshot {
    return {
      at: this.current,
      sports: this.world.sports.map(feedSport),
      categories: this.world.categories,
      tournaments: this.world.tournaments.map((t) => t.feed),
      providers: PROVIDERS.map((provider) => ({
        provider,
        active: this.gate.active(provider, this.current),
      })),
      matches: [...this.runtimes.values()].map((r) => r.snapshot()),
    };
  }

  advanceTo(now: number): FeedEvent[] {
    if (!Number.isFinite(now)) throw new RangeError('now must be a time in milliseconds');
    const from = this.current;
    if (now <= from) return [];
    const tagged: TaggedEvent[] = [];
    const tag = (runtime: Runtime, events: readonly FeedEvent[]) => {
      for (const event of events) tagged.push({ provider: runtime.provider, event });
    };
    // Matches that started longer ago than any match lasts are over already: skip them without building them.
    const lookback = this.schedule.lookback(this.ctx.retentionMs);
    const arrivals: { runtime: Runtime; at: number }[] = [
      ...this.schedule
        .announcedBetween(from, now)
        .filter((seed) => seed.start + lookback > now)
        .map((seed) => ({ runtime: createMatchRuntime(seed, this.ctx), at: seed.announce })),
      ...outrightsOpenedBetween(this.world, this.seed, from, now).map((seed) => ({
        runtime: new OutrightRuntime(seed, this.ctx),
        at: seed.start,
      })),
    ];
    for (const { runtime, at } of arrivals) {
      // A match that appeared and closed within this one step was never observable: skip it.
      if (this.runtimes.has(runtime.urn) || runtime.closedBy(now)) continue;
      this.runtimes.set(runtime.urn, runtime);
      tag(runtime, runtime.announce(at));
    }
    for (const runtime of this.runtimes.values()) tag(runtime, runtime.advance(now));
    this.retire();
    this.current = now;
    return this.gate.filter(tagged, from, now);
  }

  private retire(): void {
    for (const [urn, runtime] of this.runtimes) {
      if (!runtime.closed) continue;
      this.runtimes.delete(urn);
      this.archive.set(urn, runtime);
    }
    while (this.archive.size > ARCHIVE_LIMIT) {
      const oldest = this.archive.keys().next().value;
      if (oldest === undefined) break;
      this.archive.delete(oldest);
    }
  }

  private act(
    urn: string,
    action: (runtime: Runtime, now: number) => FeedEvent[],
    archived = false,
  ): FeedEvent[] {
    const runtime = this.runtimes.get(urn) ?? (archived ? this.archive.get(urn) : undefined);
    if (!runtime) throw new FeedControlError('unknown_match', `no match ${urn} in the feed`);
    const events = action(runtime, this.current);
    this.retire();
    const tagged = events.map((event) => ({ provider: runtime.provider, event }));
    return this.gate.filter(tagged, this.current, this.current);
  }

  private controls(): FeedControl {
    return {
      startMatch: (urn, options) => this.act(urn, (r, now) => r.start(now, options)),
      fastForward: (urn, minutes) => this.act(urn, (r, now) => r.fastForward(now, minutes)),
      finishMatch: (urn, final?: FinalScore) => this.act(urn, (r, now) => r.finish(now, final)),
      forcePrice: (urn, marketId, specifier, outcomeId, odds) =>
        this.act(urn, (r, now) => r.forcePrice(now, marketId, specifier, outcomeId, odds)),
      suspendMarket: (urn, marketId, specifier) =>
        this.act(urn, (r, now) => r.suspend(now, marketId, specifier)),
      reopenMarket: (urn, marketId, specifier) =>
        this.act(urn, (r, now) => r.reopen(now, marketId, specifier)),
      setProviderActive: (provider: Provider, active: boolean) => {
        if (!PROVIDERS.includes(provider)) {
          throw new FeedControlError('invalid_argument', `the simulator has no provider ${provider}`);
        }
        return this.gate.set(provider, active, this.current);
      },
      correctResult: (urn, final) => this.act(urn, (r, now) => r.correct(now, final), true),
      cancelMatch: (urn, reason = 'abandoned') => this.act(urn, (r, now) => r.cancel(now, reason)),
    };
  }
}
