/** The ticket panel (spec part 1 §4 "Ticket panel"): open or closed, on the bet-slip or the my-bets tab. */

export const TICKET_TABS = ['betslip', 'myBets'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export interface PanelState {
  open: boolean;
  tab: TicketTab;
}

export const CLOSED_PANEL: PanelState = { open: false, tab: 'betslip' };

export function isTicketTab(value: unknown): value is TicketTab {
  return typeof value === 'string' && (TICKET_TABS as readonly string[]).includes(value);
}

/**
 * Opens on the bet-slip tab when the selection count goes from 0 to more; closes when it returns to 0, except
 * while a placement is being answered (the bets left the slip, the panel still shows their outcome). On a
 * phone (`compact`) the first pick does not open the sheet over the page: the slip bar shows it (issue 19).
 */
export function panelAfterCount(
  panel: PanelState,
  before: number,
  after: number,
  placing: boolean,
  compact = false,
): PanelState {
  if (before === 0 && after > 0)
    return compact ? { ...panel, tab: 'betslip' } : { open: true, tab: 'betslip' };
  if (before > 0 && after === 0 && !placing) return { ...panel, open: false };
  return panel;
}

/** The tab shown: my bets falls back to the slip while my bets is hidden. */
export function shownTab(panel: PanelState, myBetsVisible: boolean): TicketTab {
  return myBetsVisible ? panel.tab : 'betslip';
}
