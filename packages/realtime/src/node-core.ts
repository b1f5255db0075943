import type { Hub } from './hub';
import type { ResolvedOptions } from './options';

/** What sessions share within one node. */
export interface NodeCore {
  readonly opts: ResolvedOptions;
  readonly hub: Hub;
  readonly version: string;
}
