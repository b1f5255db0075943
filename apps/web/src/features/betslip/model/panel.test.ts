import { describe, expect, it } from 'vitest';
import { panelAfterCount, shownTab } from './panel';

describe('ticket panel', () => {
  const closedOnMyBets = { open: false, tab: 'myBets' as const };

  it('opens on the bet-slip tab when the count goes from 0 to more', () => {
    expect(panelAfterCount(closedOnMyBets, 0, 1, false)).toEqual({ open: true, tab: 'betslip' });
  });

  it('closes when the count returns to 0, but not while a placement answers', () => {
    const open = { open: true, tab: 'betslip' as const };
    expect(panelAfterCount(open, 2, 0, false)).toEqual({ open: false, tab: 'betslip' });
    expect(panelAfterCount(open, 2, 0, true)).toBe(open);
  });

  it('leaves the panel alone for other changes', () => {
    expect(panelAfterCount(closedOnMyBets, 1, 2, false)).toBe(closedOnMyBets);
    expect(panelAfterCount(closedOnMyBets, 0, 0, false)).toBe(closedOnMyBets);
  });

  it("leaves a phone's sheet closed on the first pick, on the slip tab for when it opens", () => {
    expect(panelAfterCount(closedOnMyBets, 0, 1, false, true)).toEqual({ open: false, tab: 'betslip' });
  });

  it('falls back to the slip while my bets is hidden', () => {
    expect(shownTab(closedOnMyBets, true)).toBe('myBets');
    expect(shownTab(closedOnMyBets, false)).toBe('betslip');
  });
});
