/**
 * Replaces the address bar's URL without a navigation (what opened a modal, a used token, marketing tags leave
 * it), keeping the router's history state. The write waits for the effects of the current render to finish: on
 * the first render a component's effect runs before the app router's own (a child's effects run before its
 * parent's), and the router starts following `history.replaceState` only in that effect, so a URL written before
 * it was put back by the router's next commit (a sign-in's refresh brought `#signIn` back, seen in an end-to-end
 * run under load). Answers a function that cancels a write not yet made (an effect's cleanup).
 */
export function replaceAddressBar(href: string): () => void {
  const pending = window.setTimeout(() => window.history.replaceState(window.history.state, '', href), 0);
  return () => window.clearTimeout(pending);
}
