import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Alert severities (spec part 1 §7: widget notifications by success, warning, danger). */
export type AlertSeverity = 'success' | 'info' | 'warning' | 'danger';

export interface Alert {
  id: number;
  severity: AlertSeverity;
  /** Translated text. */
  message: string;
}

/** Success and information fade after a while; warnings and errors stay until dismissed. */
export const ALERT_TIMEOUT_MS: Record<AlertSeverity, number | null> = {
  success: 8000,
  info: 8000,
  warning: null,
  danger: null,
};

const MAX_ALERTS = 4;

export function createAlertStore() {
  const store = createStore<{ alerts: readonly Alert[] }>()(() => ({ alerts: [] }));
  let nextId = 1;
  return {
    store,
    getState: store.getState,
    /** Shows an alert; the same text shown twice in a row is shown once. Answers its id. */
    push(severity: AlertSeverity, message: string): number {
      const { alerts } = store.getState();
      const same = alerts.find((alert) => alert.message === message && alert.severity === severity);
      if (same) return same.id;
      const id = nextId++;
      store.setState({ alerts: [...alerts, { id, severity, message }].slice(-MAX_ALERTS) });
      return id;
    },
    dismiss(id: number): void {
      store.setState({ alerts: store.getState().alerts.filter((alert) => alert.id !== id) });
    },
  };
}

/** The tab's global alerts (the spec's "global alert"). */
export const alertStore = createAlertStore();

export const showAlert = (severity: AlertSeverity, message: string) => alertStore.push(severity, message);

export function useAlerts() {
  return useStore(alertStore.store, (state) => state.alerts);
}
