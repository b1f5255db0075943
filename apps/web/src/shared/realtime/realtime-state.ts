/**
 * What the page tells about its real-time client, on the `<html>` element: `data-realtime` is `subscribed` once
 * the client is connected and every channel the page uses is subscribed (`connecting` until then), and
 * `data-realtime-channels` lists the subscribed channels. End-to-end tests wait on these before they make the
 * server publish, instead of sleeping; nothing in the product reads them.
 */
export interface RealtimeStateAttributes {
  realtime: 'subscribed' | 'connecting';
  channels: string;
}

export function realtimeStateAttributes(
  clientState: string,
  subscriptions: readonly { channel: string; state: string }[],
): RealtimeStateAttributes {
  const subscribed = subscriptions.filter((s) => s.state === 'subscribed');
  const ready = clientState === 'connected' && subscribed.length === subscriptions.length;
  return {
    realtime: ready ? 'subscribed' : 'connecting',
    channels: subscribed
      .map((s) => s.channel)
      .sort()
      .join(' '),
  };
}
