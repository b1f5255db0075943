import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverDir = join(root, 'apps', 'server');
export const webDir = join(root, 'apps', 'web');
export const backofficeDir = join(root, 'apps', 'backoffice');
export const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
