import { readFile } from 'node:fs/promises';
import { WIDGET_FILE, widgetBuildOptions } from './widget-build.mjs';

/**
 * The payment widget's script (widget/spi-main.ts). The server bundle carries it prebuilt beside itself
 * (build.mjs writes dist/spi-main.js); run from source (tests), there is no such file and it is bundled here with
 * the same options. Read once per process.
 */
export function loadWidgetScript(): Promise<string> {
  widgetScript ??= readPrebuilt().catch(bundleFromSource);
  return widgetScript;
}

let widgetScript: Promise<string> | undefined;

function readPrebuilt(): Promise<string> {
  return readFile(new URL(`./${WIDGET_FILE}`, import.meta.url), 'utf8');
}

async function bundleFromSource(): Promise<string> {
  // esbuild is a build tool (a root devDependency): loaded only on this path, never by the built server.
  const { build } = await import('esbuild');
  const result = await build({ ...widgetBuildOptions, write: false });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the payment widget bundle produced no output');
  return output.text;
}
