// Bundles the server and the workspace packages it uses (TypeScript sources) into dist/main.js, and the thread
// that runs embedded PGlite (db/pglite-worker.ts, ADR 015) into dist/pglite-worker.js beside it, and the payment
// widget's browser script (modules/payments/widget/spi-main.ts) into dist/spi-main.js, which the server serves.
// Every npm dependency, including those of workspace packages, stays external and loads from node_modules.
import { build } from 'esbuild';
import { WIDGET_FILE, widgetBuildOptions } from './src/modules/payments/widget-build.mjs';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@sportsbook/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});

await build({ ...widgetBuildOptions, outfile: `dist/${WIDGET_FILE}` });
