import { describe, expect, it } from 'vitest';
import { comboboostFixture as comboboost, freebetFixture as freebet } from '../testing/bonus-fixtures';
import { bonusAlertContent, boostPercent } from './alert-content';

describe('bonus alert content', () => {
  it('shows a freebet by its kind, amount and currency', () => {
    expect(bonusAlertContent(freebet)).toEqual({
      type: 'freebet_no_risk',
      title: 'First deposit',
      amount: 1500,
      currency: 'EUR',
    });
  });

  it('shows a comboboost by the best bonus odds of its ranges, wherever that range is listed', () => {
    expect(bonusAlertContent(comboboost)).toEqual({
      type: 'comboboost',
      title: 'Football boost',
      bestBonusOdds: 1250,
    });
  });

  it('writes bonus odds as the percentage they add', () => {
    expect(boostPercent(1250)).toBe(25);
    expect(boostPercent(1050)).toBe(5);
    expect(boostPercent(1005)).toBe(0.5);
  });
});
