import { describe, expect, it } from 'vitest';
import { acceptsProvider, parseTestProviders } from './test-providers';

describe('test-provider override', () => {
  it('reads a comma list, trimmed, lower-cased, without repeats or junk', () => {
    expect(parseTestProviders('oddin, Betradar ,oddin,<x>')).toEqual(['oddin', 'betradar']);
  });

  it('is no override when the cookie is missing or names nothing', () => {
    expect(parseTestProviders(undefined)).toBeNull();
    expect(parseTestProviders(' , ')).toBeNull();
  });

  it('shows every provider without an override and only the named ones with one', () => {
    expect(acceptsProvider(null, 'oddin')).toBe(true);
    expect(acceptsProvider(['oddin'], 'oddin')).toBe(true);
    expect(acceptsProvider(['oddin'], 'betradar')).toBe(false);
  });
});
