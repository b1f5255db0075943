import { readFileSync } from 'node:fs';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's options for a database that starts from a data directory dump instead of a new cluster: loading the
 * dump skips `initdb`, which is most of the seconds a new in-memory database takes.
 */
export function pgliteStartOptions(startFrom: string | undefined): PGliteOptions | undefined {
  return startFrom ? { loadDataDir: new Blob([readFileSync(startFrom)]) } : undefined;
}
