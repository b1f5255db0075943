/** A simulated match with the control surface's actions: start, fast-forward, finish, correct, overrides. */

import { FeedControlError, type FinalScore, type StartOptions } from '../../adapter';
import { marketKey } from '../../markets/specifier';
import type { FeedEvent, FeedMarket } from '../../types';
import { forcedKey } from './market-builder';
import { MatchPlayback } from './match-playback';
import { manualStopEvent, oddsEvent, type Runtime, refsOf, statusEvent } from './runtime';
import { NOT_STARTED, progressAt } from './timeline';

export class MatchRuntime<P, S> extends MatchPlayback<P, S> implements Runtime {
  // Each call acts at `now`, the feed's current time, and returns the events it caused.

  start(now: number, options: StartOptions = {}): FeedEvent[] {
    if (this.phase !== 'prematch') {
      throw new FeedControlError('invalid_state', `${this.urn} has already started`);
    }
    if (options.calm) this.calm();
    this.startAt = now;
    this.offset = 0;
    this.fixture = { ...this.fixture, start_time: now };
    const events: FeedEvent[] = [
      { type: 'fixture_changed', at: now, change: 'updated', fixture: this.fixture },
    ];
    events.push(...this.process(this.elapsed(now), this.elapsed(now), now));
    this.lastTime = now;
    return events;
  }

  fastForward(now: number, minutes: number): FeedEvent[] {
    if (!Number.isFinite(minutes) || minutes <= 0) {
      throw new FeedControlError('invalid_argument', 'minutes must be a positive number');
    }
    const events = this.phase === 'prematch' ? this.start(now) : [];
    if (this.phase !== 'live') throw new FeedControlError('invalid_state', `${this.urn} is not live`);
    const lo = this.elapsed(now);
    this.offset += minutes * 60;
    events.push(...this.process(lo, this.elapsed(now), now));
    this.lastTime = now;
    return events;
  }

  finish(now: number, final?: FinalScore): FeedEvent[] {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} is not running`);
    }
    const script = this.ensureScript();
    const wasPrematch = this.phase === 'prematch';
    const e = wasPrematch ? 0 : Math.max(0, this.elapsed(now));
    const progress = wasPrematch
      ? { ...NOT_STARTED, started: true, period: 1, segment: 0 }
      : progressAt(script, e);
    const current = this.state();
    const finalState = final ? this.engine.impose(this.params, current, progress, final) : current;
    const events: FeedEvent[] = [];
    if (wasPrematch) {
      this.startAt = now;
      this.offset = 0;
      this.fixture = { ...this.fixture, start_time: now };
      events.push({ type: 'fixture_changed', at: now, change: 'updated', fixture: this.fixture });
    }
    this.useScript({
      segments: script.segments,
      events: [...script.events.filter((ev) => ev.at <= e), { at: e, state: finalState }],
      dangers: script.dangers.filter((d) => d < e),
      end: e,
    });
    this.phase = 'live';
    this.index = this.script?.events.length ?? 0;
    events.push(...this.end(e, now));
    this.lastTime = now;
    return events;
  }

  cancel(now: number, reason: string): FeedEvent[] {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} is not running`);
    }
    this.phase = 'closed';
    this.abandoned = true;
    this.emitted.clear();
    return [
      { type: 'bet_cancel', at: now, match_urn_id: this.urn, markets: null, reason },
      statusEvent(now, this.urn, this.matchState(this.elapsed(now), now)),
    ];
  }

  correct(now: number, final: FinalScore): FeedEvent[] {
    const settled = this.phase === 'finished' || (this.phase === 'closed' && !this.abandoned);
    if (!settled || !this.finalState || !this.results || !this.script) {
      throw new FeedControlError('invalid_state', `${this.urn} has no result to correct`);
    }
    const progress = progressAt(this.script, this.script.end);
    const corrected = this.engine.impose(this.params, this.finalState, progress, final);
    const refs = refsOf(this.results);
    this.finalState = corrected;
    this.results = this.engine.settle(this.params, corrected);
    this.cache = null;
    return [
      { type: 'rollback_bet_settlement', at: now, match_urn_id: this.urn, markets: refs },
      statusEvent(now, this.urn, this.matchState(this.script.end, now)),
      {
        type: 'bet_settlement',
        at: now,
        match_urn_id: this.urn,
        certainty: 'confirmed',
        results: this.results,
      },
    ];
  }

  protected openMarket(marketId: number, specifier: string): FeedMarket {
    if (this.phase !== 'prematch' && this.phase !== 'live') {
      throw new FeedControlError('invalid_state', `${this.urn} takes no bets`);
    }
    const market = this.markets(this.elapsed(this.lastTime)).find(
      (m) => m.id === marketId && m.specifier === specifier,
    );
    if (!market) {
      throw new FeedControlError('unknown_market', `${this.urn} has no market ${marketId} '${specifier}'`);
    }
    return market;
  }

  /** Re-reads one market after an override changed and records it as sent. */
  protected refreshed(marketId: number, specifier: string): FeedMarket {
    this.version++;
    const market = this.openMarket(marketId, specifier);
    this.emitted.set(marketKey(marketId, specifier), market);
    return market;
  }

  forcePrice(now: number, marketId: number, specifier: string, outcomeId: string, odds: number): FeedEvent[] {
    if (!Number.isSafeInteger(odds) || odds < 1001) {
      throw new FeedControlError('invalid_argument', 'odds are thousandths, at least 1001');
    }
    const market = this.openMarket(marketId, specifier);
    if (!market.outcomes.some((o) => o.id === outcomeId)) {
      throw new FeedControlError(
        'unknown_outcome',
        `market ${marketId} '${specifier}' has no outcome ${outcomeId}`,
      );
    }
    this.forced.set(forcedKey(marketKey(marketId, specifier), outcomeId), odds);
    const updated = this.refreshed(marketId, specifier);
    return this.suspended ? [] : oddsEvent(now, this.urn, [updated]);
  }

  suspend(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.openMarket(marketId, specifier);
    this.manual.add(marketKey(marketId, specifier));
    this.refreshed(marketId, specifier);
    return manualStopEvent(now, this.urn, marketId, specifier);
  }

  reopen(now: number, marketId: number, specifier: string): FeedEvent[] {
    this.openMarket(marketId, specifier);
    this.manual.delete(marketKey(marketId, specifier));
    const updated = this.refreshed(marketId, specifier);
    return this.suspended ? [] : oddsEvent(now, this.urn, [updated]);
  }
}
