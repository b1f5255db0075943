import type { OutgoingHostMessage } from '@sportsbook/contracts/embedding';

// What features tell the page that frames the sportsbook, or the mobile app's native shell (spec part 2 §7,
// ADR 032). Zod-free and a no-op until the embedding bridge, loaded only inside a frame or the app, sets a sender:
// the search box or the slip can call it on every change at no cost on an ordinary page.

type Sender = (message: OutgoingHostMessage) => void;

let sender: Sender | null = null;

/** The embedding bridge's way out; null when it stops. */
export function setHostSender(next: Sender | null): void {
  sender = next;
}

export function notifyHost(message: OutgoingHostMessage): void {
  sender?.(message);
}
