import type { Locale } from '@sportsbook/contracts/locales';
import type { PlayerProfile } from '@sportsbook/contracts/platform';
import { getAccounts } from './api/get-accounts';
import { getPlayer } from './api/get-player';
import { signOutCall } from './api/sign-out';
import { authStore } from './auth-store';
import { capturedMarketingTags } from './marketing-tags';

// The account feature's session actions: every change of who is signed in goes through here, so the store,
// the other tabs and the API agree.

const AUTH_CHANNEL = 'sportsbook-auth';
type AuthMessage = { type: 'changed' };

let channel: BroadcastChannel | null = null;
function authChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(AUTH_CHANNEL);
  return channel;
}

/** Tells the other tabs that someone signed in or out here; they read the session again. */
function announce(): void {
  const message: AuthMessage = { type: 'changed' };
  authChannel()?.postMessage(message);
}

/** Calls `reload` when another tab signs in or out. */
export function listenToOtherTabs(reload: () => void): () => void {
  const target = authChannel();
  if (!target) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as Partial<AuthMessage> | null)?.type === 'changed') reload();
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

/** Reads the accounts of the signed-in player into the store. */
export async function refreshAccounts(): Promise<void> {
  if (authStore.getState().status !== 'logged_in') return;
  await authStore.readAccounts(getAccounts);
}

/**
 * Reads the session: pending while the profile is fetched, then logged in or not (spec part 1 §4). The stag
 * marketing tag goes with it so the API sets the affiliate cookie.
 */
export async function loadSession(locale: Locale): Promise<void> {
  authStore.fetchStarted();
  try {
    const profile = await getPlayer({ locale, stag: capturedMarketingTags().stag });
    authStore.setProfile(profile);
    await refreshAccounts();
  } catch (error) {
    // Without an answer nobody is known to be signed in; the query's own error handling reports it.
    if (authStore.getState().status === 'pending') authStore.signOut();
    throw error;
  }
}

/** After a sign-in or a confirmation that signed in: the profile from the answer, then the accounts. */
export async function completeSignIn(profile: PlayerProfile): Promise<void> {
  authStore.setProfile(profile);
  announce();
  await refreshAccounts();
}

/** A profile the API answered after a change (profile fields, phone): same player, fresh fields. */
export function updateProfile(profile: PlayerProfile): void {
  authStore.setProfile(profile);
}

/** The player signs out: the API ends the session, this tab and the others become visitors. */
export async function signOut(): Promise<void> {
  try {
    await signOutCall();
  } finally {
    authStore.signOut();
    announce();
  }
}

/** The session ended on the API's side (expired, limit reached): this tab becomes a visitor's. */
export function endSessionLocally(): void {
  if (authStore.getState().status === 'not_logged_in') return;
  authStore.signOut();
  announce();
}
