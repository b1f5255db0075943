import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { seededMatch } from '@/features/catalogue/live/testing';

/**
 * For component tests: the live store as real-time events leave it, each match in the status given. The store
 * applies what arrives in batches, so this waits until it holds every status.
 */
export async function setLiveStatuses(entries: [number, number][]): Promise<void> {
  await act(async () => {
    for (const [id, status] of entries) useLiveStore.getState().seedMatch(seededMatch(id, status));
    await vi.waitFor(() => {
      for (const [id, status] of entries) expect(useLiveStore.getState().matches[id]?.status).toBe(status);
    });
  });
}
