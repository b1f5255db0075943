// Who holds the live timers of a running server: connects to its inspector, forces a full collection, takes a
// heap snapshot and prints the live `Timeout` objects counted by where their callback is defined (script, line,
// column: the server is one bundle, apps/server/dist/main.js, whose `// src/...` comments name the module), the
// objects counted by constructor, and for a few timers of the largest group the retainer path from a GC root
// (object -[edge]-> object). Found the in-play acceptance backlog of the PostgreSQL soak (bench/RESULTS.md).
// Taking a snapshot grows the server's RSS by about the snapshot's size: runs sampled with it are diagnostics.
//
// Usage: node bench/pglite-soak.mjs ... --inspect 127.0.0.1:9229 (in another shell), then
//   node bench/heap-timeouts.mjs [--inspector 127.0.0.1:9229] [--paths 2]
import { createRequire } from 'node:module';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const inspector = option('inspector', '127.0.0.1:9229');
const paths = Number(option('paths', 2));
const WebSocket = createRequire(import.meta.url)('ws');

/** The snapshot (parsed) and the url of each script id, read through the inspector after a full collection. */
async function takeSnapshot() {
  const [target] = await (await fetch(`http://${inspector}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 2 ** 30 });
  const pending = new Map();
  const chunks = [];
  const scripts = {};
  let id = 0;
  ws.on('message', (data) => {
    const message = JSON.parse(data);
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
    else if (message.method === 'Debugger.scriptParsed')
      scripts[message.params.scriptId] = message.params.url;
    else pending.get(message.id)?.(message.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await new Promise((resolve) => ws.on('open', resolve));
  // Enabling the debugger replays scriptParsed for every loaded script: the snapshot's locations name ids only.
  await call('Debugger.enable');
  await call('Debugger.disable');
  await call('HeapProfiler.enable');
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.getHeapUsage');
  await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  ws.close();
  return { snapshot: JSON.parse(chunks.join('')), scripts, usedMb: usage.usedSize / 2 ** 20 };
}

/** Index of a snapshot: node accessors, each node's edges, the reverse edges and closures' source locations. */
function graph(snapshot) {
  const meta = snapshot.snapshot.meta;
  const { nodes, edges, strings } = snapshot;
  const N = meta.node_fields.length;
  const E = meta.edge_fields.length;
  const field = (name) => meta.node_fields.indexOf(name);
  const [typeAt, nameAt, edgeCountAt, idAt] = ['type', 'name', 'edge_count', 'id'].map(field);
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) =>
    meta.edge_fields.indexOf(f),
  );
  const count = nodes.length / N;
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n] + nodes[n * N + edgeCountAt] * E;
  const type = (n) => meta.node_types[0][nodes[n * N + typeAt]];
  const name = (n) => strings[nodes[n * N + nameAt]];
  const edgeType = (e) => meta.edge_types[0][edges[e + edgeTypeAt]];
  const edgeName = (e) =>
    edgeType(e) === 'element' || edgeType(e) === 'hidden'
      ? `[${edges[e + edgeNameAt]}]`
      : strings[edges[e + edgeNameAt]];
  const target = (e) => edges[e + toAt] / N;
  const retainers = Array.from({ length: count }, () => []);
  for (let n = 0; n < count; n++) {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) retainers[target(e)].push([n, e]);
  }
  const L = meta.location_fields.length;
  const locations = new Map();
  for (let i = 0; i < snapshot.locations.length; i += L) {
    locations.set(snapshot.locations[i] / N, snapshot.locations.slice(i + 1, i + 4));
  }
  const outEdges = function* (n) {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) yield e;
  };
  const describe = (n) => `${type(n)} ${name(n).slice(0, 60)} @${nodes[n * N + idAt]}`;
  return { count, type, name, edgeType, edgeName, target, retainers, locations, outEdges, describe };
}

/** The shortest chain of strong references from a GC root (a synthetic node) to `start`, root first. */
function retainerPath(g, start) {
  const next = new Map([[start, undefined]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const n = queue[head];
    if (g.type(n) === 'synthetic') {
      const path = [];
      for (let at = n; at !== start; ) {
        const [child, edge] = next.get(at);
        path.push(`${g.describe(at)} -[${g.edgeName(edge)}]->`);
        at = child;
      }
      return [...path, g.describe(start)];
    }
    for (const [from, edge] of g.retainers[n]) {
      if (g.edgeType(edge) === 'weak' || next.has(from)) continue;
      next.set(from, [n, edge]);
      queue.push(from);
    }
  }
  return ['(no strong path from a root)'];
}

/** Long runs of the same kind of link (a promise's reaction list) shown as one line with their length. */
function folded(path) {
  const out = [];
  for (const line of path) {
    const kind = line.replace(/@\d+/, '');
    const last = out.at(-1);
    if (last?.kind === kind) last.times++;
    else out.push({ kind, line, times: 1 });
  }
  return out.map(({ line, times }) => (times > 2 ? `${line}   (x${times})` : line));
}

const { snapshot, scripts, usedMb } = await takeSnapshot();
const g = graph(snapshot);
const timers = new Map();
const constructors = new Map();
for (let n = 0; n < g.count; n++) {
  if (g.type(n) !== 'object') continue;
  constructors.set(g.name(n), (constructors.get(g.name(n)) ?? 0) + 1);
  if (g.name(n) !== 'Timeout') continue;
  let where = 'no callback';
  for (const e of g.outEdges(n)) {
    if (g.edgeName(e) !== '_onTimeout') continue;
    const callback = g.target(e);
    const at = g.locations.get(callback);
    where = `${g.name(callback) || '(anonymous)'} ${at ? `${scripts[at[0]] ?? at[0]}:${at[1] + 1}:${at[2] + 1}` : g.type(callback)}`;
  }
  timers.set(where, [...(timers.get(where) ?? []), n]);
}
const byCount = (a, b) => (b[1].length ?? b[1]) - (a[1].length ?? a[1]);
console.log(`${new Date().toISOString()} live heap ${usedMb.toFixed(1)} MB after a full collection`);
console.log('Timeouts by callback location:');
for (const [where, list] of [...timers].sort(byCount).slice(0, 10)) console.log(`  ${list.length} ${where}`);
console.log('objects by constructor:');
for (const [name, n] of [...constructors].sort(byCount).slice(0, 20)) console.log(`  ${n} ${name}`);
const largest = [...timers].sort(byCount)[0]?.[1] ?? [];
for (let i = 0; i < Math.min(paths, largest.length); i++) {
  console.log(`retainers of a Timeout of the largest group (${i + 1}):`);
  for (const line of folded(retainerPath(g, largest[Math.floor(((i + 0.5) * largest.length) / paths)]))) {
    console.log(`  ${line}`);
  }
}
