import { asciiJson, fossilDeltaText } from './delta';
import { publicationBody, pushText, type StoredPublication } from './protocol';

export interface PreviousPublication {
  offset: number;
  epoch: string;
  data: string;
}

/**
 * The push texts of one publication, each built at most once however many clients get it:
 * plain JSON data, data as a JSON string (what a delta-negotiated subscription expects for a
 * full payload), and the fossil delta against the publication just before it.
 */
export class PublicationPush {
  private plainText: string | undefined;
  private fullText: string | undefined;
  private deltaText: string | null | undefined;

  constructor(
    private readonly channel: string,
    readonly pub: StoredPublication,
    readonly epoch: string,
    private readonly previous: PreviousPublication | null,
  ) {}

  plain(): string {
    this.plainText ??= pushText(this.channel, 'pub', publicationBody(this.pub, this.pub.data, false));
    return this.plainText;
  }

  /** The payload as the JSON string a delta-negotiated subscription decodes (and deltas build on). */
  full(): string {
    this.fullText ??= pushText(
      this.channel,
      'pub',
      publicationBody(this.pub, JSON.stringify(asciiJson(this.pub.data)), false),
    );
    return this.fullText;
  }

  /** null when the previous payload is unknown here or a delta does not pay. */
  delta(): string | null {
    if (this.deltaText !== undefined) return this.deltaText;
    const prev = this.previous;
    let text: string | null = null;
    if (prev && prev.epoch === this.epoch && prev.offset === this.pub.offset - 1) {
      const patch = fossilDeltaText(asciiJson(prev.data), asciiJson(this.pub.data));
      if (patch !== null)
        text = pushText(this.channel, 'pub', publicationBody(this.pub, JSON.stringify(patch), true));
    }
    this.deltaText = text;
    return text;
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
