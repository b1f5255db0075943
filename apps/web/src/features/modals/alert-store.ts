import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Alert severities (spec part 1 §7: widget notifications by success, warning, danger). */
export type AlertSeverity = 'success' | 'info' | 'warning' | 'danger';

export interface Alert {
  id: number;
  severity: AlertSeverity;
  /** Translated text. */
  message: string;
  /** Translated heading above the text (the offline alert's connection-error title). */
  title?: string;
  /** Stays until dismissed (the offline alert, closed when the browser is back online); others close by themselves. */
  sticky?: boolean;
}

/** Spec part 2 §9: an alert closes by itself after 5000 ms (the timer waits while it is hovered or focused). */
export const ALERT_AUTO_CLOSE_MS = 5000;

export interface AlertOptions {
  title?: string;
  sticky?: boolean;
}

export function createAlertStore() {
  // Spec part 2 §4: alerts show one at a time; the list holds the one shown, or none.
  const store = createStore<{ alerts: readonly Alert[] }>()(() => ({ alerts: [] }));
  let nextId = 1;
  return {
    store,
    getState: store.getState,
    /**
     * Shows an alert in place of the one shown (which is dismissed); the same alert shown again while it is up
     * stays as it is. Answers its id.
     */
    push(severity: AlertSeverity, message: string, options: AlertOptions = {}): number {
      const [shown] = store.getState().alerts;
      if (
        shown &&
        shown.message === message &&
        shown.severity === severity &&
        shown.title === options.title
      ) {
        return shown.id;
      }
      const id = nextId++;
      store.setState({ alerts: [{ id, severity, message, ...options }] });
      return id;
    },
    /** Closes the alert if it is still the one shown (a newer one may have replaced it). */
    dismiss(id: number): void {
      const { alerts } = store.getState();
      if (alerts.some((alert) => alert.id === id)) store.setState({ alerts: [] });
    },
  };
}

/** The tab's global alerts (the spec's "global alert"). */
export const alertStore = createAlertStore();

export const showAlert = (severity: AlertSeverity, message: string, options?: AlertOptions) =>
  alertStore.push(severity, message, options);

export function useAlerts() {
  return useStore(alertStore.store, (state) => state.alerts);
}
