import type { RealtimeEvent } from '@sportsbook/contracts/realtime';

/**
 * Publishes to a real Centrifugo through its server HTTP API (`POST {api}/api/publish`), for operators who run
 * Centrifugo instead of the built-in real-time server. Our tokens are already Centrifugo-compatible, so browsers
 * connect to Centrifugo unchanged; only the publishing side needs this adapter.
 */
export function createCentrifugoPublisher(options: { apiUrl: string; apiKey: string; timeoutMs?: number }) {
  const endpoint = new URL('/api/publish', options.apiUrl).toString();
  return async function publish(channel: string, event: RealtimeEvent): Promise<void> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
      body: JSON.stringify({ channel, data: event }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`Centrifugo answered ${response.status} to publish on ${channel}`);
    // Centrifugo reports API errors in a 200 body: {"error": {"code", "message"}}.
    const body = (await response.json().catch(() => ({}))) as { error?: { code: number; message: string } };
    if (body.error)
      throw new Error(`Centrifugo refused publish on ${channel}: ${body.error.code} ${body.error.message}`);
  };
}
