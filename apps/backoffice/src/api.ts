import { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contracts/cookies';

/** A refusal of the API, with the spec's error body's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const csrfToken = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`))
    ?.slice(CSRF_COOKIE.length + 1) ?? '';

/**
 * One call to /api/backoffice: the staff cookie rides along (same origin), a write echoes the CSRF cookie in its
 * header (the server sets that cookie on any answer, so a first GET gives it).
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  if (method !== 'GET' && !csrfToken())
    await fetch('/api/backoffice/auth/me', { credentials: 'same-origin' });
  const response = await fetch(`/api/backoffice${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrfToken() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  if (!response.ok) {
    throw new ApiError(response.status, String(answer.code ?? response.status), String(answer.message ?? ''));
  }
  return answer as T;
}
