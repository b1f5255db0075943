/** A single bet as POST /v3/bets takes it: one selection, a stake in minor units (10.00 EUR unless told). */
export const singleBet = <Selection>(selection: Selection, stake = 1000, currency = 'EUR') => ({
  type: 'single',
  stake: { value: stake, currency },
  selections: [selection],
});
