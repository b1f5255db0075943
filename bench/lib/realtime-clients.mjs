// One load process of the real-time benchmark (bench/realtime.mjs forks several, so the clients' CPU is not the
// server's): raw Centrifuge-protocol JSON WebSocket clients, each connected anonymously and subscribed to the
// channels it is told. It counts publications, and for every publication carrying a marker odds value (the
// benchmark forces prices of 900,000 and up) remembers when it arrived, on the machine's clock
// (performance.timeOrigin + performance.now(), shared by every process here). Driven over IPC:
//   { op: 'open', url, count, channels }  -> { op: 'opened', held, failed }
//   { op: 'reset' }                       -> { op: 'reset' }     (counts and arrival times start again)
//   { op: 'report', sent: {marker: ms} }
//     -> { op: 'report', deliveries, latencies: {marker: ms[]}, held, missing, resubscribes }
//   { op: 'close' }                       -> exits
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
const MARKER = /"odds":(9\d{5})\b/g;
const sockets = [];
let held = 0;
let deliveries = 0;
let resubscribes = 0;
// marker -> arrival times (one per connection that got it)
let arrivals = new Map();

function onFrame(ws, data) {
  const text = data.toString();
  // Newline-delimited messages share a frame; a server ping is `{}` and wants `{}` back.
  for (const line of text.split('\n')) {
    if (line === '{}') {
      ws.send('{}');
      continue;
    }
    if (line.startsWith('{"push"')) {
      // A server unsubscribe (2500: a gap, e.g. in the Redis stream under load) asks the client to subscribe
      // again, as the centrifuge SDK does; the publications in between are counted as missing.
      if (line.includes('"unsubscribe"')) {
        const channel = JSON.parse(line).push.channel;
        resubscribes++;
        ws.send(JSON.stringify({ id: ++ws.nextId, subscribe: { channel } }));
        continue;
      }
      if (!line.includes('"pub"')) continue;
      deliveries++;
      const at = now();
      for (const match of line.matchAll(MARKER)) {
        const list = arrivals.get(match[1]) ?? [];
        list.push(at);
        arrivals.set(match[1], list);
      }
      continue;
    }
    // A subscribe reply to the last channel (id = 1 + channels) means the connection is fully set up.
    if (line.includes(`"id":${ws.lastId},`) && line.includes('"subscribe"')) held++;
  }
}

function openOne(url, channels) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.lastId = channels.length + 1;
    ws.nextId = ws.lastId;
    const commands = [
      JSON.stringify({ id: 1, connect: {} }),
      ...channels.map((channel, i) => JSON.stringify({ id: i + 2, subscribe: { channel } })),
    ];
    ws.on('open', () => {
      ws.send(commands.join('\n'));
      sockets.push(ws);
      resolve(true);
    });
    ws.on('message', (data) => onFrame(ws, data));
    ws.on('error', () => resolve(false));
    ws.on('close', () => resolve(false));
  });
}

async function open({ url, count, channels }) {
  let failed = 0;
  // A few hundred handshakes at a time: the server's accept queue and the client's CPU are both bounded.
  const batch = 200;
  for (let i = 0; i < count; i += batch) {
    const results = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, () => openOne(url, channels)),
    );
    failed += results.filter((ok) => !ok).length;
  }
  return failed;
}

process.on('message', async (message) => {
  if (message.op === 'open') {
    const failed = await open(message);
    process.send({ op: 'opened', failed, held });
  } else if (message.op === 'reset') {
    deliveries = 0;
    resubscribes = 0;
    arrivals = new Map();
    process.send({ op: 'reset' });
  } else if (message.op === 'report') {
    // Per marker, milliseconds from its force-price request to each arrival here.
    const latencies = {};
    let missing = 0;
    for (const [marker, sentAt] of Object.entries(message.sent)) {
      const list = arrivals.get(marker) ?? [];
      missing += Math.max(0, held - list.length);
      latencies[marker] = list.map((at) => Math.round((at - sentAt) * 10) / 10);
    }
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    process.send({ op: 'report', deliveries, latencies, held: open, missing, resubscribes });
  } else if (message.op === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
