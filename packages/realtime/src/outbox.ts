import type { WebSocket } from 'ws';

const frameBytes = 64 * 1024;

/**
 * Outgoing messages of one connection. Messages written in the same tick go out together,
 * newline-delimited, in frames of about 64 KiB. A client that does not read and lets more than
 * `maxBufferedBytes` pile up is reported through `onOverflow` (the session drops it as slow).
 */
export class Outbox {
  private queue: string[] = [];
  private queuedBytes = 0;
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly maxBufferedBytes: number,
    private readonly onOverflow: () => void,
  ) {}

  write(text: string): void {
    if (this.closed) return;
    this.queue.push(text);
    this.queuedBytes += text.length;
    if (this.ws.bufferedAmount + this.queuedBytes > this.maxBufferedBytes) {
      this.onOverflow();
      return;
    }
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  flush(): void {
    this.scheduled = false;
    if (this.queue.length === 0 || this.ws.readyState !== this.ws.OPEN) {
      this.queue = [];
      this.queuedBytes = 0;
      return;
    }
    let chunk: string[] = [];
    let size = 0;
    for (const text of this.queue) {
      if (size > 0 && size + text.length > frameBytes) {
        this.ws.send(chunk.join('\n'));
        chunk = [];
        size = 0;
      }
      chunk.push(text);
      size += text.length + 1;
    }
    if (chunk.length > 0) this.ws.send(chunk.join('\n'));
    this.queue = [];
    this.queuedBytes = 0;
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
