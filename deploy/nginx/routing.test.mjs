import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { NGINX, startNginxFront } from './run-nginx.mjs';

// The README's production routing (sportsbook.conf) run by nginx in front of two stand-in web nodes and two API
// nodes: each answers with who it is and what it was sent. CI installs nginx (`.ci/run`); a machine without it skips
// these tests and says so.

/** A node that answers every request with its name and the request's path and headers, and counts connections. */
async function standInNode(name) {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ node: name, path: request.url, headers: request.headers }));
  });
  const node = { name, server, connections: 0, origin: '' };
  server.on('connection', () => {
    node.connections += 1;
  });
  // The API nodes hold the real-time WebSocket: an echo stands in for the protocol.
  const sockets = new WebSocketServer({ server, path: '/connection/websocket' });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${data}`)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  node.origin = `http://127.0.0.1:${server.address().port}`;
  return node;
}

/** A port nothing listens on now, for nginx to take. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

describe.skipIf(!existsSync(NGINX))(
  'the production routing through nginx (deploy/nginx/sportsbook.conf)',
  () => {
    const nodes = {};
    let front;

    beforeAll(async () => {
      for (const name of ['web-a', 'web-b', 'api-a', 'api-b']) nodes[name] = await standInNode(name);
      front = await startNginxFront({
        port: await freePort(),
        webOrigins: [nodes['web-a'].origin, nodes['web-b'].origin],
        apiOrigins: [nodes['api-a'].origin, nodes['api-b'].origin],
        readyPath: '/api/ready',
      });
    });

    afterAll(async () => {
      await front?.stop();
      for (const node of Object.values(nodes)) {
        node.server.closeAllConnections();
        node.server.close();
      }
    });

    // node:http rather than fetch: fetch will not send a Host header of the caller's.
    const get = async (path, headers = {}) => {
      const sent = request(`${front.origin}${path}`, { headers });
      sent.end();
      const [response] = await once(sent, 'response');
      expect(response.statusCode).toBe(200);
      let body = '';
      for await (const chunk of response) body += chunk;
      return JSON.parse(body);
    };

    it('sends pages to the web nodes and the API and payment paths straight to the API nodes', async () => {
      expect((await get('/en/live')).node).toMatch(/^web-/);
      expect((await get('/_next/static/chunk.js')).node).toMatch(/^web-/);
      const api = await get('/api/sportsbook/matches?limit=50');
      expect(api.node).toMatch(/^api-/);
      expect(api.path).toBe('/api/sportsbook/matches?limit=50');
      expect((await get('/spi/deposit')).node).toMatch(/^api-/);
      // Both nodes of each kind take requests.
      const apiNodes = new Set();
      for (let i = 0; i < 6; i++) apiNodes.add((await get('/api/sportsbook/sports')).node);
      expect([...apiNodes].sort()).toEqual(['api-a', 'api-b']);
    });

    it("keeps the client's Host, appends the address it saw to X-Forwarded-For, and says the scheme", async () => {
      const { headers } = await get('/api/platform/system-data', {
        host: 'sportsbook.example',
        'x-forwarded-for': '203.0.113.9',
      });
      expect(headers.host).toBe('sportsbook.example');
      expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('http');
    });

    it('keeps upstream connections open between plain requests (no Connection: close, no Upgrade)', async () => {
      const { headers } = await get('/api/sportsbook/sports');
      expect(headers.connection).toBeUndefined();
      expect(headers.upgrade).toBeUndefined();
      // Both API nodes hold a connection from nginx first (round robin), then none is opened anew.
      for (let i = 0; i < 4; i++) await get('/api/sportsbook/sports');
      const before = nodes['api-a'].connections + nodes['api-b'].connections;
      for (let i = 0; i < 10; i++) await get('/api/sportsbook/sports');
      // Ten requests over the connections already open (keepalive 64): none new.
      expect(nodes['api-a'].connections + nodes['api-b'].connections).toBe(before);
    });

    it('opens the real-time WebSocket through to an API node', async () => {
      const socket = new WebSocket(`${front.origin.replace('http', 'ws')}/connection/websocket`);
      await once(socket, 'open');
      socket.send('ping');
      const [reply] = await once(socket, 'message');
      expect(String(reply)).toMatch(/^api-[ab]:ping$/);
      socket.close();
      await once(socket, 'close');
    });
  },
);
