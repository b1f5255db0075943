import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import {
  initialQuickBet,
  type QuickBet,
  type QuickBetAction,
  quickBetReducer,
} from '@sportsbook/domain/quick-bet';
import { addCustomBet, selectionCount } from '@sportsbook/domain/slip/compose';
import { emptyTicket, type Ticket, type TicketAction, ticketReducer } from '@sportsbook/domain/slip/ticket';
import type { ProviderStatuses, Selection, SlipChange, SlipContext } from '@sportsbook/domain/slip/types';
import { createStore } from 'zustand/vanilla';
import {
  CLOSED_PANEL,
  type PanelState,
  panelAfterCount,
  type TicketTab,
} from '@/features/betslip/model/panel';
import { DEFAULT_SLIP_SETTINGS, type SlipSettings } from '@/features/betslip/model/slip-settings';
import {
  hasShareCode,
  readBets,
  readPanel,
  readQuickBet,
  type SessionStorageLike,
  saveBets,
  savePanel,
  saveQuickBet,
} from '@/features/betslip/model/slip-storage';

/**
 * The bet slip's state: the domain's ticket and quick bet (every rule is theirs, this store only runs their
 * reducers), the ticket panel, and what the rules need from outside (currency, settings, provider statuses).
 * Bets, panel and quick-bet settings are saved to session storage on change once the stored ones were read.
 */

export interface SlipState {
  ticket: Ticket;
  quick: QuickBet;
  panel: PanelState;
  currency: { code: string; subunits: number };
  settings: SlipSettings;
  providers: ProviderStatuses;
  /** Keys (`betKey`) of the bets the last placement sent, in order: per-bet errors come in that order. */
  sentKeys: string[];
  /** Custom bets (by `betKey`) the bet builder could not price, with the message key why. */
  quoteErrors: Readonly<Record<string, string>>;
  /** A custom bet waiting for the player's answer: it would replace the slip's custom bet. */
  pendingCustomBet: { selections: Selection[]; customOdds?: number } | null;
}

export interface SlipStoreOptions {
  storage: SessionStorageLike;
  /** Whether the slip is a phone's bottom sheet now (the first pick then leaves it closed). */
  isCompact?: () => boolean;
  currency?: { code: string; subunits: number };
}

const PLACING_STATES = new Set<Ticket['ticketState']>(['processing', 'success']);

export function createSlipStore(options: SlipStoreOptions) {
  const currency = options.currency ?? { code: 'EUR', subunits: 100 };
  const store = createStore<SlipState>()(() => ({
    ticket: emptyTicket(),
    quick: initialQuickBet(currency.code, currency.subunits),
    panel: CLOSED_PANEL,
    currency,
    settings: DEFAULT_SLIP_SETTINGS,
    providers: {},
    sentKeys: [],
    quoteErrors: {},
    pendingCustomBet: null,
  }));
  let restored = false;

  store.subscribe((state, previous) => {
    if (!restored) return;
    if (state.ticket.bets !== previous.ticket.bets) saveBets(options.storage, state.ticket.bets);
    if (state.panel !== previous.panel) savePanel(options.storage, state.panel);
    if (state.quick !== previous.quick) saveQuickBet(options.storage, state.quick);
  });

  const context = (): SlipContext => {
    const { currency: c, settings } = store.getState();
    return {
      currency: c.code,
      subunits: c.subunits,
      multiSingleAvailableByProvider: settings.multiSingleAvailableByProvider,
    };
  };

  function dispatch(action: TicketAction): void {
    const { ticket, panel } = store.getState();
    const next = ticketReducer(ticket, action);
    if (next === ticket) return;
    const before = selectionCount(ticket.bets);
    const after = selectionCount(next.bets);
    const placing = next.inProgress || PLACING_STATES.has(next.ticketState);
    const restoring = action.type === 'load' && action.restoring;
    store.setState({
      ticket: next,
      panel: restoring
        ? panel
        : panelAfterCount(panel, before, after, placing, options.isCompact?.() ?? false),
    });
  }

  return {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    dispatch,
    context,
    /** Adds or removes an outcome (toggling, spec part 1 §4). */
    toggle(selection: Selection): void {
      dispatch({ type: 'toggle', selection, ctx: context() });
    },
    quick(action: QuickBetAction): void {
      store.setState({ quick: quickBetReducer(store.getState().quick, action) });
    },
    setPanel(panel: Partial<PanelState>): void {
      store.setState({ panel: { ...store.getState().panel, ...panel } });
    },
    openTab(tab: TicketTab): void {
      store.setState({ panel: { open: true, tab } });
    },
    setSettings(settings: SlipSettings): void {
      store.setState({ settings });
    },
    setMode(mode: OddsAcceptMode): void {
      store.setState({ settings: { ...store.getState().settings, mode } });
    },
    setProviders(providers: ProviderStatuses): void {
      store.setState({ providers });
    },
    setSentKeys(sentKeys: string[]): void {
      store.setState({ sentKeys });
    },
    /**
     * Adds a bet-builder bet (spec part 1 §4): as its own custom bet; when the slip's first bet already is a
     * custom bet, the bet waits for the player to choose (`resolveCustomBet`) instead. Answers what happened.
     */
    addCustomBet(selections: Selection[], customOdds?: number): SlipChange['change'] {
      const { ticket, settings } = store.getState();
      if (!settings.customBetEnabled) return 'ignored';
      const { change } = addCustomBet(ticket.bets, selections, customOdds, context());
      if (change === 'custom_bet_modal') {
        store.setState({
          pendingCustomBet: customOdds === undefined ? { selections } : { selections, customOdds },
        });
        store.setState({ panel: { open: true, tab: 'betslip' } });
      } else if (change === 'added') {
        dispatch({
          type: 'add_custom_bet',
          selections,
          ctx: context(),
          ...(customOdds === undefined ? {} : { customOdds }),
        });
      }
      return change;
    },
    /** The player's answer about a waiting custom bet: replace the slip's custom bet with it, or keep the slip. */
    resolveCustomBet(replace: boolean): void {
      const pending = store.getState().pendingCustomBet;
      store.setState({ pendingCustomBet: null });
      if (!pending || !replace) return;
      dispatch({ type: 'add_custom_bet', ...pending, ctx: context(), replace: true });
    },
    setQuoteError(key: string, message: string | null): void {
      const { [key]: _previous, ...rest } = store.getState().quoteErrors;
      store.setState({ quoteErrors: message === null ? rest : { ...rest, [key]: message } });
    },
    /**
     * The account's currency: bets in another currency move to it (stake back to 0, spec part 1 §4), and the
     * quick bet follows (its approval resets).
     */
    setCurrency(code: string, subunits: number): void {
      const state = store.getState();
      if (state.currency.code !== code || state.currency.subunits !== subunits) {
        store.setState({ currency: { code, subunits } });
      }
      if (state.ticket.bets.some((bet) => bet.currency !== code)) {
        dispatch({ type: 'change_currency', currency: code, subunits });
      }
      if (state.quick.currency !== code) {
        store.setState({
          quick: quickBetReducer(store.getState().quick, { type: 'set_currency', currency: code, subunits }),
        });
      }
    },
    /**
     * Reads the stored slip once (unless a share code is in the URL: the shared bets come instead) and starts
     * saving. Answers the match ids of the restored bets, to be checked against fresh data.
     */
    restore(search: string): string[] {
      if (restored) return [];
      const shared = hasShareCode(search);
      const panel = readPanel(options.storage);
      const stored = readBets(options.storage);
      const quick = readQuickBet(options.storage);
      if (quick) store.setState({ quick: { ...store.getState().quick, ...quick } });
      store.setState({ panel });
      restored = true;
      if (shared || stored.length === 0) {
        if (shared) saveBets(options.storage, store.getState().ticket.bets);
        return [];
      }
      dispatch({ type: 'load', bets: stored, restoring: true });
      return [...new Set(stored.flatMap((bet) => bet.selections.map((s) => s.matchId)))];
    },
  };
}

export type SlipStore = ReturnType<typeof createSlipStore>;
