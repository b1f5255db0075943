import { readFileSync } from 'node:fs';
import { locales } from '@sportsbook/contracts/locales';
import { describe, expect, it } from 'vitest';
import { displayValues, SLIP_MESSAGE_KEYS } from './message-keys';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('slip message keys', () => {
  it.each(locales)('are all translated in %s', (locale) => {
    const catalogue = JSON.parse(
      readFileSync(new URL(`../../../../messages/${locale}.json`, import.meta.url), 'utf8'),
    ) as Tree;
    const missing = SLIP_MESSAGE_KEYS.filter((key) => !lookup(catalogue, key));
    expect(missing).toEqual([]);
  });

  it('include the limit, placement and quick-bet keys of the spec', () => {
    for (const key of [
      'error.validation.bet_limits.selection_limit_exceeded',
      'error.validation.bet_limits.odds_limit_exceeded_warning',
      'error.validation.bet_limits.payout_limit_exceeded_warning',
      'error.place_bets.invalid_odds',
      'error.place_bets.invalid_odds_custom_bet',
      'error.platform.pve_player_bet_forbidden',
      'error.potential_win.equal_or_less',
      'error.place_bets.default',
    ]) {
      expect(SLIP_MESSAGE_KEYS).toContain(key);
    }
  });

  it('shows odds limits as odds and amounts as money', () => {
    const format = {
      odds: (o: number) => (o / 1000).toFixed(2),
      money: (m: number, c: string) => `${m / 100} ${c}`,
    };
    expect(
      displayValues(
        'error.validation.bet_limits.odds_limit_exceeded_warning',
        { value: 50_000 },
        format,
        'EUR',
      ),
    ).toEqual({
      value: '50.00',
    });
    expect(
      displayValues(
        'error.validation.bet_limits.payout_limit_exceeded',
        { currency: 'USD', amount: 100_000 },
        format,
        'EUR',
      ),
    ).toEqual({ currency: 'USD', amount: '1000 USD' });
    expect(
      displayValues('error.validation.bet_limits.selection_limit_exceeded', { value: 41 }, format, 'EUR'),
    ).toEqual({ value: 41 });
  });
});
