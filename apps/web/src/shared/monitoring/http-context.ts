import { ERROR_REPORTING_SETTINGS } from '@sportsbook/contracts/error-reporting';
import type { HttpExchange } from '@/shared/api/api-error';

/** Fields whose values never leave the browser in a report: credentials, codes and card data. */
const SECRET_FIELD = /password|passwd|token|secret|card|cvv|cvc|^pin$|otp|_code$/i;
const REDACTED = '[redacted]';

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, SECRET_FIELD.test(key) ? REDACTED : redact(entry)]),
  );
}

/** A body as a report carries it: secret fields of JSON redacted, anything else kept as text, both cut short. */
export function reportableBody(body: string | undefined): string | undefined {
  if (body === undefined || body === '') return undefined;
  let text = body;
  try {
    text = JSON.stringify(redact(JSON.parse(body)));
  } catch {
    // Not JSON: kept as it is.
  }
  const limit = ERROR_REPORTING_SETTINGS.maxValueLength;
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** The `http` context of a reported API error (spec part 1 §8: response URL, response and request bodies). */
export function httpContext(status: number, exchange: HttpExchange): Record<string, unknown> {
  return {
    method: exchange.method,
    url: exchange.url,
    status,
    request_body: reportableBody(exchange.requestBody),
    response_body: reportableBody(exchange.responseBody),
  };
}
