import type { WebSocket } from 'ws';

const frameBytes = 64 * 1024;
const newline = Buffer.from('\n');

/**
 * One message: text built for one connection (a reply), or the UTF-8 bytes of a push that every subscriber of a
 * channel gets (encoded once by the publication, shared by all of them, never copied per connection).
 */
export type OutgoingMessage = string | Buffer;

// Outboxes with messages waiting, flushed together by one callback: a publication to 20,000 subscribers
// schedules one setImmediate, not 20,000.
let dirty: Outbox[] = [];
let flushScheduled = false;

function flushDirty(): void {
  const boxes = dirty;
  dirty = [];
  flushScheduled = false;
  for (const box of boxes) box.flush();
}

/** One frame of several messages, newline-delimited; text stays text unless a shared buffer is among them. */
function joined(messages: OutgoingMessage[]): OutgoingMessage {
  if (messages.length === 1) return messages[0] as OutgoingMessage;
  if (messages.every((m) => typeof m === 'string')) return messages.join('\n');
  const parts: Buffer[] = [];
  for (const m of messages) {
    if (parts.length > 0) parts.push(newline);
    parts.push(typeof m === 'string' ? Buffer.from(m) : m);
  }
  return Buffer.concat(parts);
}

/**
 * Outgoing messages of one connection. Messages written in the same tick go out together,
 * newline-delimited, in frames of about 64 KiB; a lone message goes out as it is (a shared push's
 * bytes straight to the socket). A client that does not read and lets more than `maxBufferedBytes`
 * pile up is reported through `onOverflow` (the session drops it as slow).
 */
export class Outbox {
  private queue: OutgoingMessage[] = [];
  private queuedBytes = 0;
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly maxBufferedBytes: number,
    private readonly onOverflow: () => void,
  ) {}

  write(message: OutgoingMessage): void {
    if (this.closed) return;
    this.queue.push(message);
    this.queuedBytes += message.length;
    if (this.ws.bufferedAmount + this.queuedBytes > this.maxBufferedBytes) {
      this.onOverflow();
      return;
    }
    if (!this.scheduled) {
      this.scheduled = true;
      dirty.push(this);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flushDirty);
      }
    }
  }

  flush(): void {
    this.scheduled = false;
    const queue = this.queue;
    this.queue = [];
    this.queuedBytes = 0;
    if (queue.length === 0 || this.ws.readyState !== this.ws.OPEN) return;
    let chunk: OutgoingMessage[] = [];
    let size = 0;
    for (const message of queue) {
      if (size > 0 && size + message.length > frameBytes) {
        this.send(joined(chunk));
        chunk = [];
        size = 0;
      }
      chunk.push(message);
      size += message.length + 1;
    }
    if (chunk.length > 0) this.send(joined(chunk));
  }

  /** Always a text frame: ws would send a Buffer as a binary one, which the JSON protocol refuses (3501). */
  private send(frame: OutgoingMessage): void {
    this.ws.send(frame, { binary: false });
  }

  /** Stops accepting messages; `flushFirst` sends what is queued (not for a slow client). */
  close(flushFirst: boolean): void {
    if (this.closed) return;
    if (flushFirst) this.flush();
    this.closed = true;
    this.queue = [];
    this.queuedBytes = 0;
  }
}
