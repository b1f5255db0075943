// @ts-check
// How the payment widget (widget/spi-main.ts, browser code) becomes the one script served at /spi/main.js:
// bundled with its npm imports into an immediately run function for the browsers the web app supports. Used by
// build.mjs (dist/spi-main.js beside the server bundle) and, when the server runs from source, by
// widget-script.ts, so both serve the same bytes.
import { fileURLToPath } from 'node:url';

/** @type {import('esbuild').BuildOptions} */
export const widgetBuildOptions = {
  entryPoints: [fileURLToPath(new URL('./widget/spi-main.ts', import.meta.url))],
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/** The file name of the built widget next to the server bundle (dist/main.js). */
export const WIDGET_FILE = 'spi-main.js';
