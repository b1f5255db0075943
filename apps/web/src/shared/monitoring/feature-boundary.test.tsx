import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import {
  type EnvelopeReceiver,
  startEnvelopeReceiver,
} from '../../../../server/src/testing/envelope-receiver';
import { FeatureBoundary } from './feature-boundary';
import { reportError, startErrorReporting } from './report-error';
import { notToCapture } from './report-filter';

/** The browser's real Sentry client, pointed at a local receiver (ADR 033). */
let receiver: EnvelopeReceiver;
beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  await startErrorReporting({ dsn: receiver.dsn, environment: 'test', tracesSampleRate: 0 });
});
afterAll(() => receiver.close());
// The reports go to the receiver itself, past the stand-in API.
beforeEach(() => {
  apiServer.use(
    http.post(/\/api\/1\/envelope\//, ({ request }) =>
      new URL(request.url).port === new URL(receiver.dsn).port ? passthrough() : HttpResponse.error(),
    ),
  );
});

const failing = { now: true };
function Slip() {
  if (failing.now) throw new Error('cannot read the stake of undefined');
  return <p>Bet slip</p>;
}

describe('a feature area that fails to render', () => {
  it('shows a fallback, reports the failure and renders again on retry', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <FeatureBoundary area="betslip">
          <Slip />
        </FeatureBoundary>
        <p>Rest of the page</p>
      </>,
    );
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('This part could not be shown');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    const event = await receiver.waitForEvent((e) => e.tags?.boundary === 'betslip');
    expect(event.exception?.values?.at(-1)?.value).toBe('cannot read the stake of undefined');
    expect(event.tags?.what).toBe('render failed');
    expect(event.contexts?.react?.componentStack).toContain('Slip');

    failing.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bet slip')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('reports through the filter', () => {
  it('drops a filtered error and sends the next one', async () => {
    // Two the SDK's own default filters would send: a chunk that did not load, an error flagged not to capture.
    reportError(
      'lazy part',
      Object.assign(new Error('Loading chunk 4521 failed.'), { name: 'ChunkLoadError' }),
    );
    reportError('known', notToCapture(new Error('the player closed the payment window')));
    reportError('real-time subscribe error on private:1', { code: 103, message: 'permission denied' });
    const sent = await receiver.waitForEvent(
      (e) => e.tags?.what === 'real-time subscribe error on private:1',
    );
    expect(sent.exception?.values?.at(-1)?.value).toContain('permission denied');
    const dropped = receiver.events().filter((e) => e.tags?.what === 'lazy part' || e.tags?.what === 'known');
    expect(dropped).toEqual([]);
  });
});
