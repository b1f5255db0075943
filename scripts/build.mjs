import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { root } from './lib/paths.mjs';

ensureInstalled(root);
await buildAll();
