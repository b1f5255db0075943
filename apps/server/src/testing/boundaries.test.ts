import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, readImportGraph, unitCycles } from './boundaries';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

describe('server import boundaries (ADR 025)', () => {
  const edges = readImportGraph(sourceRoot);

  it('reads the real graph', () => {
    expect(edges).toContainEqual({ from: 'app.ts', to: 'modules/betting/index.ts' });
  });

  it('imports go down the layers, and into another module only through its index.ts', () => {
    expect(boundaryViolations(edges)).toEqual([]);
  });

  it('no modules or folders import one another in a circle', () => {
    expect(unitCycles(edges)).toEqual([]);
  });

  it('names a deep import, an upward import and a cycle', () => {
    const broken = [
      { from: 'modules/cashout/routes.ts', to: 'modules/betting/repository.ts' },
      { from: 'modules/betting/history.ts', to: 'modules/cashout/index.ts' },
      { from: 'http/session.ts', to: 'modules/players/index.ts' },
      { from: 'modules/players/auth.test.ts', to: 'modules/wallet/ledger.ts' },
    ];
    expect(boundaryViolations(broken)).toEqual([
      'modules/cashout/routes.ts imports modules/betting/repository.ts: import modules/betting through its index.ts',
      'http/session.ts imports modules/players/index.ts from a higher layer',
    ]);
    expect(unitCycles(broken)).toEqual([['modules/betting', 'modules/cashout']]);
  });
});
