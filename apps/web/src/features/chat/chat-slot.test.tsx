import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { ChatSlot } from './chat-slot';

// The chat widget slot (spec part 1 §1, §3): nothing without a configured chat; the configured adapter is imported
// only once the page is idle or first used, then mounted.

const loaded = vi.hoisted(() => ({ registry: 0 }));
vi.mock('./adapters/registry', async (importOriginal) => {
  loaded.registry += 1;
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat slot', () => {
  it('loads nothing when the site config names no chat', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = renderInShell(<ChatSlot />, { settings: { chat: null } });
    fireEvent.pointerDown(window);
    await vi.advanceTimersByTimeAsync(5000);
    expect(container).toBeEmptyDOMElement();
    expect(loaded.registry).toBe(0);
  });

  it('mounts the demo adapter after the first interaction, and it opens and closes by keyboard', async () => {
    const { container } = renderInShell(<ChatSlot />, {
      settings: { chat: { type: 'demo', id: 'site-42', region: 'eu' } },
    });
    expect(container.querySelector('[data-chat-slot="demo"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
    fireEvent.pointerDown(window);
    const launcher = await screen.findByRole('button', { name: 'Chat' });
    expect(loaded.registry).toBe(1);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    launcher.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Live chat' })).toHaveTextContent(
      'This is the built-in demo chat. No operator is connected.',
    );
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Live chat' })).toBeNull();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveFocus();
  });

  it('mounts it without any interaction once the browser is idle', async () => {
    renderInShell(<ChatSlot />, { settings: { chat: { type: 'demo', id: 'idle-1', region: null } } });
    await waitFor(() => expect(document.querySelector('[data-chat-id="idle-1"]')).toBeInTheDocument(), {
      timeout: 5000,
    });
  });
});
