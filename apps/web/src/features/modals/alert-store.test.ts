import { describe, expect, it } from 'vitest';
import { createAlertStore } from './alert-store';

describe('alerts', () => {
  it('keeps alerts in order, shows a repeated one once and keeps the last four', () => {
    const alerts = createAlertStore();
    const first = alerts.push('danger', 'a');
    expect(alerts.push('danger', 'a')).toBe(first);
    for (const text of ['b', 'c', 'd', 'e']) alerts.push('success', text);
    expect(alerts.getState().alerts.map((alert) => alert.message)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('dismisses by id', () => {
    const alerts = createAlertStore();
    const id = alerts.push('warning', 'pending');
    alerts.push('info', 'other');
    alerts.dismiss(id);
    expect(alerts.getState().alerts.map((alert) => alert.message)).toEqual(['other']);
  });
});
