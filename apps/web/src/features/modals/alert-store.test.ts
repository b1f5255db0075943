import { describe, expect, it } from 'vitest';
import { createAlertStore } from './alert-store';

const shown = (alerts: ReturnType<typeof createAlertStore>) =>
  alerts.getState().alerts.map((alert) => alert.message);

describe('alerts', () => {
  it('shows one alert at a time: a newer one dismisses the earlier', () => {
    const alerts = createAlertStore();
    alerts.push('danger', 'a');
    for (const text of ['b', 'c', 'd', 'e']) alerts.push('success', text);
    expect(shown(alerts)).toEqual(['e']);
  });

  it('keeps the alert shown when the same one is shown again', () => {
    const alerts = createAlertStore();
    const first = alerts.push('danger', 'a');
    expect(alerts.push('danger', 'a')).toBe(first);
    expect(alerts.push('warning', 'a')).not.toBe(first);
  });

  it('dismisses by id, and not a newer alert that replaced it', () => {
    const alerts = createAlertStore();
    const pending = alerts.push('warning', 'pending');
    const other = alerts.push('info', 'other', { title: 'Heads up', sticky: true });
    alerts.dismiss(pending);
    expect(alerts.getState().alerts).toEqual([
      { id: other, severity: 'info', message: 'other', title: 'Heads up', sticky: true },
    ]);
    alerts.dismiss(other);
    expect(shown(alerts)).toEqual([]);
  });
});
