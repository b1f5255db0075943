import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The server's import rules (ADR 025), checked by `boundaries.test.ts` over the import graph of `src`.
 * Layers, lowest first: a file may import its own folder and lower layers only. Every module of `modules/` is one
 * unit of the `modules` layer; the modules import one another without a cycle and only through `index.ts`.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['core'],
  ['config'],
  ['db'],
  ['http'],
  ['platform'],
  ['modules'],
  ['app.ts', 'main.ts', 'testing'],
];

export interface ImportEdge {
  /** Paths relative to the source root, with `/` separators. */
  from: string;
  to: string;
}

/** Tests and their helpers (`testing/`, `testing.ts`, `*-testing.ts`) may reach into any module they exercise. */
export const isTestCode = (file: string): boolean =>
  /\.test\.ts$|(^|[/-])testing\.ts$/.test(file) || file.startsWith('testing/');

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']*)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

/** Every relative import of every TypeScript file under `root`; an import that resolves to no file is thrown. */
export function readImportGraph(root: string): ImportEdge[] {
  const toKey = (path: string) => relative(root, path).split(sep).join('/');
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)].map(([, specifier = '']) => {
      const target = resolveImport(file, specifier);
      if (!target) throw new Error(`${toKey(file)} imports ${specifier}, which is no file`);
      return { from: toKey(file), to: toKey(target) };
    }),
  );
}

/** `modules/betting` for a module's file, else the first path segment (`http`, `app.ts`). */
export const unitOf = (file: string): string => {
  const [first = file, second] = file.split('/');
  return first === 'modules' && second ? `modules/${second}` : first;
};

const layerOf = (file: string): number => {
  const top = unitOf(file).split('/')[0] ?? file;
  const index = LAYERS.findIndex((layer) => layer.includes(top));
  if (index < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return index;
};

/** Imports of production code that go down-up, or into another module past its index.ts. */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    if (isTestCode(from) || unitOf(from) === unitOf(to)) continue;
    if (layerOf(to) > layerOf(from)) problems.push(`${from} imports ${to} from a higher layer`);
    if (to.startsWith('modules/') && to !== `${unitOf(to)}/index.ts`)
      problems.push(`${from} imports ${to}: import ${unitOf(to)} through its index.ts`);
  }
  return problems;
}

/** Groups of units (modules, top folders) whose production code imports one another in a circle. */
export function unitCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (isTestCode(from) || unitOf(from) === unitOf(to)) continue;
    const targets = next.get(unitOf(from)) ?? new Set<string>();
    targets.add(unitOf(to));
    next.set(unitOf(from), targets);
  }
  // Tarjan's strongly connected components: a component of two or more units is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    for (const target of next.get(unit) ?? []) {
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) low.set(unit, Math.min(low.get(unit) as number, low.get(target) as number));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component = stack.splice(stack.indexOf(unit));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}
