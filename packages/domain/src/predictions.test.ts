import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from './match-status';
import { isVotingOpen, matchWinnerResult, predictionStatus, votePoints } from './predictions';

describe('match-winner predictions', () => {
  it('takes votes only before kick-off', () => {
    expect(isVotingOpen(MATCH_STATUS.prematch)).toBe(true);
    expect(isVotingOpen(MATCH_STATUS.live)).toBe(false);
    expect(isVotingOpen(MATCH_STATUS.finished)).toBe(false);
  });

  it('reads the winner from the settled 1x2 outcomes', () => {
    const settled = [
      { outcomeId: '1', result: 'lost' },
      { outcomeId: '2', result: 'lost' },
      { outcomeId: '3', result: 'won' },
    ];
    expect(matchWinnerResult(settled)).toBe('away');
    expect(matchWinnerResult([])).toBeNull();
    expect(matchWinnerResult([{ outcomeId: '1', result: 'void' }])).toBeNull();
  });

  it('scores after settlement: a point for the right pick, none for a wrong one', () => {
    expect(votePoints('home', null)).toBeNull();
    expect(votePoints('home', 'home')).toBe(1);
    expect(votePoints('draw', 'home')).toBe(0);
    expect(predictionStatus(MATCH_STATUS.prematch, null)).toBe('open');
    expect(predictionStatus(MATCH_STATUS.live, null)).toBe('closed');
    expect(predictionStatus(MATCH_STATUS.finished, 'draw')).toBe('scored');
  });
});
