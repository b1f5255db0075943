import { CSRF_HEADER } from '@sportsbook/contracts/cookies';
import { HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** The CSRF cookie's value in component tests (component-setup.ts sets the cookie before each test). */
export const TEST_CSRF_TOKEN = 'component-test-csrf';

/**
 * The API as component tests see it: Mock Service Worker answering at the network boundary, so a component runs
 * its real API client, CSRF header and answer readers. Each test declares the answers it needs with
 * `apiServer.use(...)`; an undeclared call fails the test. End-to-end tests (e2e/) run the same components
 * against the real API.
 */
export const apiServer = setupServer();

/**
 * A state-changing route answered by `answer(body)`, refused with 403 like the API when the CSRF header does not
 * echo the cookie. Answers what the component sent, in order.
 */
export function answerPost(path: string, answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http.post(path, async ({ request }) => {
      if (request.headers.get(CSRF_HEADER) !== TEST_CSRF_TOKEN) {
        return HttpResponse.json(
          { code: HTTP_ERROR_CODES.forbidden, message: 'CSRF token missing or wrong.', data: {} },
          { status: 403 },
        );
      }
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

/** An answer of the API: `body` typed by the caller with the contracts' types. */
export const apiAnswer = <T extends JsonBodyType>(body: T, status = 200) =>
  HttpResponse.json(body, { status });
