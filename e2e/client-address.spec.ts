import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

// Rate limits through the real web origin. The web process says who the client is from its own socket, so a
// client cannot pick a new address per request with X-Forwarded-For. Requests here leave from other loopback
// addresses (127.0.0.2, 127.0.0.3: Linux routes all of 127/8 to the loopback interface), so they spend no budget
// of 127.0.0.1, the address every other test's browser signs in from.

interface Answer {
  status: number;
  setCookies: string[];
  body: string;
}

/** One HTTP request to the web origin from `localAddress`, with exactly the headers given. */
function send(
  baseURL: string,
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const url = new URL(path, baseURL);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookies: response.headers['set-cookie'] ?? [],
            body: text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A client at `localAddress` with the CSRF cookie the API hands out, posting sign-ins. */
async function signInClient(baseURL: string, localAddress: string) {
  const visit = await send(baseURL, localAddress, 'GET', '/api/platform/country', {});
  const csrf = visit.setCookies.map((cookie) => /^sb_csrf=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  expect(csrf).not.toBe('');
  return (email: string, forwardedFor?: string) =>
    send(
      baseURL,
      localAddress,
      'POST',
      '/api/platform/users/sign_in',
      {
        cookie: `sb_csrf=${csrf}`,
        'x-csrf-token': csrf,
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      { email, password: 'wrong-pass-1' },
    );
}

const sprayEmail = (i: number) =>
  `e2e-spray-${i}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a client rotating X-Forwarded-For on sign-ins through the web origin still meets its address limit', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const attacker = await signInClient(origin, '127.0.0.2');
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    statuses.push((await attacker(sprayEmail(i), `198.51.100.${i + 1}`)).status);
  }
  // 30 sign-ins per address in ten minutes, whatever the header said.
  expect(statuses).toEqual([...Array<number>(30).fill(401), ...Array<number>(10).fill(429)]);

  // The limit is the attacker's alone: another client of the same web process is still heard.
  const other = await signInClient(origin, '127.0.0.3');
  expect((await other(sprayEmail(41))).status).toBe(401);
});

test('a client writing its own country header through the web origin is not believed; the CDN in front is', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const spoofed = { 'cf-ipcountry': 'US', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
  const direct = await send(origin, '127.0.0.2', 'GET', '/api/platform/country', spoofed);
  expect(JSON.parse(direct.body)).toEqual({ country: null, blocked: false });
  // 127.0.0.1 is the run's trusted hop (TRUSTED_PROXIES in playwright.config.ts), standing in for the CDN.
  const viaCdn = await send(origin, '127.0.0.1', 'GET', '/api/platform/country', spoofed);
  expect(JSON.parse(viaCdn.body)).toMatchObject({ country: { code: 'US' }, blocked: true });
});
