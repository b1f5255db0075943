/**
 * What every call to the API shares, whichever entry point made it (`apiRequest` for server-rendered and
 * locale-bound catalogue reads, `apiCall` for the browser's session calls): one error type, one way to read
 * the spec's error body and one query encoding.
 */

/** A query value: lists are sent with commas (the API reads them as lists), undefined values are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** The call an ApiError answers, as error reports attach it (spec part 1 §8: URL, request and response bodies). */
export interface HttpExchange {
  method: string;
  url: string;
  requestBody?: string;
  responseBody?: string;
}

/** An answer other than 2xx (or no answer: status 0), with the API's error code and details when it sent them. */
export class ApiError extends Error {
  /** The call and its answer's body, for error reports; set by `readError`. */
  http: HttpExchange | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** `data.details` of the spec's error body: field errors, the limit hit, the blocked country ... */
    readonly details: unknown = undefined,
    /** `data.errors_by_bet[].localized_message` and `data.localized_message`: bet placement reads them. */
    readonly localized: { byBet: readonly string[]; message?: string } = { byBet: [] },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `?a=1&b=x,y` from a record, keys sorted so equal queries give equal URLs (and cache keys). */
export function toSearch(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The ApiError for a non-2xx answer, from the spec's error body when there is one. */
export async function readError(
  response: Response,
  request: { method: string; url: string; body?: string } = { method: 'GET', url: response.url },
): Promise<ApiError> {
  let code = 'http_error';
  let message = `${response.status} ${response.statusText}`.trim();
  let details: unknown;
  const localized: { byBet: string[]; message?: string } = { byBet: [] };
  let text: string | undefined;
  try {
    text = await response.text();
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.code === 'string' || typeof record.code === 'number') code = String(record.code);
      if (typeof record.message === 'string') message = record.message;
      const data = record.data;
      if (data && typeof data === 'object') {
        const fields = data as Record<string, unknown>;
        details = fields.details;
        if (typeof fields.localized_message === 'string') localized.message = fields.localized_message;
        if (Array.isArray(fields.errors_by_bet)) {
          localized.byBet = fields.errors_by_bet.map((entry: unknown) => {
            const text =
              entry && typeof entry === 'object' ? (entry as Record<string, unknown>).localized_message : '';
            return typeof text === 'string' ? text : '';
          });
        }
      }
    }
  } catch {
    // Not JSON: the status line says enough.
  }
  const error = new ApiError(response.status, code, message, details, localized);
  error.http = {
    method: request.method,
    url: response.url || request.url,
    requestBody: request.body,
    responseBody: text,
  };
  return error;
}
