import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePathChange } from './use-path-change';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => {
  pathname = '/en';
});

describe('usePathChange', () => {
  it('is not called for the page load, nor when the page renders again on the same path', () => {
    const onChange = vi.fn();
    const { rerender } = renderHook(() => usePathChange(onChange));
    rerender();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is called once for each new path, with the callback of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    let onChange = first;
    const { rerender } = renderHook(() => usePathChange(onChange));
    onChange = latest;
    pathname = '/en/live';
    rerender();
    rerender();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    pathname = '/en';
    rerender();
    expect(latest).toHaveBeenCalledTimes(2);
  });
});
