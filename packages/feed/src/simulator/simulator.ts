/**
 * The deterministic feed simulator: the product's default feed. The world is a pure function of (seed, speed,
 * time) and of the control calls made on it: the same seed gives the same fixtures, scripts, prices and results,
 * a simulator started at T shows the same snapshot as one started earlier and advanced to T, and one started at
 * T with the control calls an earlier one took (`history`) shows what that one, steered so, would show at T.
 */

import { type FeedControl, FeedControlError, type OddsFeed, type RecordedControlCall } from '../adapter';
import type { FeedEvent, FeedSnapshot, Provider } from '../types';
import { hash32 } from './prng';
import { PROVIDERS, ProviderGate, type TaggedEvent } from './providers';
import { applyMatchCall, type MatchControlCall } from './runtime/control-call';
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
  /**
   * Control calls made on this world before `startTime` (a restarted server passes those it recorded): each
   * match they touched is played again from its first call, with every call at its time, so it stands at
   * `startTime` where the steered world would. Calls after `startTime` are left out.
   */
  history?: readonly RecordedControlCall[];
  /**
   * Whether providers go down on their own a few times a day (default true). Tests turn it off: the outages fall at
   * wall-clock times, so a test run at one would find its events held back and its bets refused.
   */
  outages?: boolean;
}

/**
 * Names the world a simulator plays: the same seed and speed give the same fixtures and timelines (the near-term
 * schedule and every match's clock depend on the speed), so control calls recorded on one replay only there.
 */
export function simulatorWorld(options: Pick<SimulatorOptions, 'seed' | 'speed'>): string {
  return `simulator:${options.seed}:${options.speed ?? 1}`;
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
    this.gate = new ProviderGate(this.seed, options.outages);
    this.current = options.startTime;
    this.populate(options.startTime);
    this.resume(options.history ?? [], options.startTime);
    this.control = this.controls();
  }

  get now(): number {
    return this.current;
  }

  private populate(t: number): void {
    for (const seed of this.schedule.announcedBy(t, this.schedule.lookback(this.ctx.retentionMs))) {
      const runtime = createMatchRuntime(seed, this.ctx);
      if (runtime.init(t)) this.runtimes.set(runtime.urn, runtime);
      // Closed already: archived, so its result can still be corrected.
      else if (runtime.closed) this.archive.set(runtime.urn, runtime);
    }
    for (const seed of outrightsAt(this.world, this.seed, t, this.ctx.retentionMs)) {
      const runtime = new OutrightRuntime(seed, this.ctx);
      if (runtime.init(t)) this.runtimes.set(runtime.urn, runtime);
    }
  }

  /**
   * Plays the recorded control calls again: each touched match is built as of its first call and advanced from
   * call to call, the calls acting at their own times, then advanced to `t`; the events are not needed (the
   * snapshot carries the state). A call that fails now failed then too, and changed nothing.
   */
  private resume(history: readonly RecordedControlCall[], t: number): void {
    const replayed = new Map<string, Runtime>();
    const calls = history.filter((c) => c.at <= t).sort((a, b) => a.at - b.at);
    for (const { at, call } of calls) {
      if (call.kind === 'setProviderActive') {
        this.gate.set(call.provider, call.active, at);
        continue;
      }
      const runtime = replayed.get(call.match) ?? this.rebuild(call.match, at);
      if (!runtime) continue;
      replayed.set(call.match, runtime);
      runtime.advance(at);
      try {
        applyMatchCall(runtime, call, at);
      } catch (error) {
        if (!(error instanceof FeedControlError)) throw error;
      }
    }
    for (const [urn, runtime] of replayed) {
      runtime.advance(t);
      this.runtimes.delete(urn);
      this.archive.delete(urn);
      if (runtime.closed) this.archive.set(urn, runtime);
      else this.runtimes.set(urn, runtime);
    }
  }

  /** A match or outright as it stood at `t`, built from the schedule; undefined when the world has none such. */
  private rebuild(urn: string, t: number): Runtime | undefined {
    const lookback = this.schedule.lookback(this.ctx.retentionMs);
    const match = this.schedule.announcedBy(t, lookback).find((seed) => seed.urn === urn);
    const outright = match
      ? undefined
      : outrightsAt(this.world, this.seed, t, this.ctx.retentionMs).find((seed) => seed.urn === urn);
    const runtime = match
      ? createMatchRuntime(match, this.ctx)
      : outright
        ? new OutrightRuntime(outright, this.ctx)
        : undefined;
    if (!runtime) return undefined;
    // Closed by then: only a match's result (kept) can still be corrected; a closed outright has nothing left.
    return runtime.init(t) || runtime.closed ? runtime : undefined;
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

  /** Carries out a call on the match it names at the feed's current time; a correction reaches closed ones too. */
  private act(call: MatchControlCall): FeedEvent[] {
    const urn = call.match;
    const runtime =
      this.runtimes.get(urn) ?? (call.kind === 'correctResult' ? this.archive.get(urn) : undefined);
    if (!runtime) throw new FeedControlError('unknown_match', `no match ${urn} in the feed`);
    const events = applyMatchCall(runtime, call, this.current);
    this.retire();
    const tagged = events.map((event) => ({ provider: runtime.provider, event }));
    return this.gate.filter(tagged, this.current, this.current);
  }

  private controls(): FeedControl {
    return {
      startMatch: (match, options) => this.act({ kind: 'startMatch', match, options }),
      fastForward: (match, minutes) => this.act({ kind: 'fastForward', match, minutes }),
      finishMatch: (match, finalScore) => this.act({ kind: 'finishMatch', match, finalScore }),
      forcePrice: (match, marketId, specifier, outcomeId, odds) =>
        this.act({ kind: 'forcePrice', match, marketId, specifier, outcomeId, odds }),
      suspendMarket: (match, marketId, specifier) =>
        this.act({ kind: 'suspendMarket', match, marketId, specifier }),
      reopenMarket: (match, marketId, specifier) =>
        this.act({ kind: 'reopenMarket', match, marketId, specifier }),
      setProviderActive: (provider: Provider, active: boolean) => {
        if (!PROVIDERS.includes(provider)) {
          throw new FeedControlError('invalid_argument', `the simulator has no provider ${provider}`);
        }
        return this.gate.set(provider, active, this.current);
      },
      correctResult: (match, finalScore) => this.act({ kind: 'correctResult', match, finalScore }),
      cancelMatch: (match, reason) => this.act({ kind: 'cancelMatch', match, reason }),
    };
  }
}
