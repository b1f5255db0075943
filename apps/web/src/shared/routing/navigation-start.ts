/** The event a page change in code (router.push) sends so the navigation progress bar hears it as a link click. */
export const NAVIGATION_START_EVENT = 'sportsbook:navigation-start';

/** Tells the progress bar that a page change has begun (links are heard on their own). */
export function announceNavigationStart(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}

/**
 * Whether a click on `anchor` starts a page change in this tab: a plain left click on a link to another path or
 * query of this origin (not a new tab, a download, or a jump within the page).
 */
export function startsNavigation(
  anchor: HTMLAnchorElement,
  click: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  here: Location | URL,
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  if (!anchor.getAttribute('href')) return false;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return false;
  return url.pathname !== here.pathname || url.search !== here.search;
}

/** A page change that has not landed after this long is taken as abandoned (an error page, a cancelled click). */
export const NAVIGATION_GIVE_UP_MS = 15_000;

/**
 * Calls `onStart` whenever a page change begins in this tab: a link click that leaves the page (heard in the
 * capture phase, before next/link takes it over; the App Router has no router events) or a change announced in
 * code. Answers the function that stops listening.
 */
export function onNavigationStart(onStart: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor && startsNavigation(anchor, event, window.location)) onStart();
  };
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener(NAVIGATION_START_EVENT, onStart);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener(NAVIGATION_START_EVENT, onStart);
  };
}
