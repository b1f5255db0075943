import { asciiJson, fossilDeltaText } from './delta';
import { publicationBody, pushText, type StoredPublication } from './protocol';

export interface PreviousPublication {
  offset: number;
  epoch: string;
  data: string;
}

/**
 * The pushes of one publication, each built and UTF-8 encoded at most once however many clients
 * get it (the same bytes go to every subscriber's socket): plain JSON data, data as a JSON string
 * (what a delta-negotiated subscription expects for a full payload), and the fossil delta against
 * the publication just before it.
 */
export class PublicationPush {
  private plainBytes: Buffer | undefined;
  private fullBytes: Buffer | undefined;
  private deltaBytes: Buffer | null | undefined;

  constructor(
    private readonly channel: string,
    readonly pub: StoredPublication,
    readonly epoch: string,
    private readonly previous: PreviousPublication | null,
  ) {}

  plain(): Buffer {
    this.plainBytes ??= Buffer.from(
      pushText(this.channel, 'pub', publicationBody(this.pub, this.pub.data, false)),
    );
    return this.plainBytes;
  }

  /** The payload as the JSON string a delta-negotiated subscription decodes (and deltas build on). */
  full(): Buffer {
    this.fullBytes ??= Buffer.from(
      pushText(
        this.channel,
        'pub',
        publicationBody(this.pub, JSON.stringify(asciiJson(this.pub.data)), false),
      ),
    );
    return this.fullBytes;
  }

  /** null when the previous payload is unknown here or a delta does not pay. */
  delta(): Buffer | null {
    if (this.deltaBytes !== undefined) return this.deltaBytes;
    const prev = this.previous;
    let bytes: Buffer | null = null;
    if (prev && prev.epoch === this.epoch && prev.offset === this.pub.offset - 1) {
      const patch = fossilDeltaText(asciiJson(prev.data), asciiJson(this.pub.data));
      if (patch !== null)
        bytes = Buffer.from(
          pushText(this.channel, 'pub', publicationBody(this.pub, JSON.stringify(patch), true)),
        );
    }
    this.deltaBytes = bytes;
    return bytes;
  }
}

/**
 * Publications of a subscribe reply for a delta-negotiated subscription: the first as a full
 * payload, each next one as a delta against the one before it when that is smaller.
 */
export function deltaChainBodies(pubs: readonly StoredPublication[]): string[] {
  const texts = pubs.map((pub) => asciiJson(pub.data));
  return pubs.map((pub, i) => {
    const text = texts[i] ?? '';
    const prev = i > 0 ? texts[i - 1] : undefined;
    const patch = prev !== undefined ? fossilDeltaText(prev, text) : null;
    return patch !== null
      ? publicationBody(pub, JSON.stringify(patch), true)
      : publicationBody(pub, JSON.stringify(text), false);
  });
}
