import { render, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceAddressBar } from './address-bar';

const nativeReplaceState = window.history.replaceState;

afterEach(() => {
  window.history.replaceState = nativeReplaceState;
  window.history.replaceState(null, '', '/');
});

/**
 * Stands in for the app router: from its own effect on (which runs after its children's), it records every URL
 * written to the history, as the router follows them; a URL written before that it does not know.
 */
function FollowingRouter({ seen, children }: { seen: string[]; children: ReactNode }) {
  useEffect(() => {
    const native = window.history.replaceState.bind(window.history);
    window.history.replaceState = (data, unused, url) => {
      if (typeof url === 'string') seen.push(url);
      native(data, unused, url);
    };
  }, [seen]);
  return children;
}

function CleansOnMount({ href }: { href: string }) {
  useEffect(() => replaceAddressBar(href), [href]);
  return null;
}

describe('replaceAddressBar', () => {
  it('writes after the effects of the render that asked, so a router starting in its own effect follows it', async () => {
    window.history.replaceState({ kept: true }, '', '/en/live#signIn');
    const seen: string[] = [];
    render(
      <FollowingRouter seen={seen}>
        <CleansOnMount href="/en/live" />
      </FollowingRouter>,
    );
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(seen).toEqual(['/en/live']);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('writes nothing once cancelled (an effect cleaned up before the write)', async () => {
    window.history.replaceState(null, '', '/en/live?modal=signIn');
    const seen: string[] = [];
    const native = window.history.replaceState.bind(window.history);
    window.history.replaceState = (data, unused, url) => {
      if (typeof url === 'string') seen.push(url);
      native(data, unused, url);
    };
    replaceAddressBar('/en/live')();
    // Writes land in the order they were asked for: the cancelled one would have come first.
    replaceAddressBar('/en/live?after=1');
    await waitFor(() => expect(window.location.search).toBe('?after=1'));
    expect(seen).toEqual(['/en/live?after=1']);
  });
});
