// A small load balancer for the peak-hour benchmark, routed as the production README describes: `/api/*` and the
// real-time WebSocket straight to the API nodes, everything else to the web nodes, round robin within each group,
// keep-alive to the upstreams. Adds X-Forwarded-For like a real balancer would.
import http from 'node:http';
import net from 'node:net';

const toApi = (url) => url.startsWith('/api/') || url.startsWith('/connection/websocket');

/** Listens on `port`; `api` and `web` are lists of upstream ports on 127.0.0.1. Answers `{ origin, close }`. */
export async function startBalancer({ port, api, web }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const turns = { api: 0, web: 0 };
  const next = (group) => {
    const ports = group === 'api' ? api : web;
    turns[group] = (turns[group] + 1) % ports.length;
    return ports[turns[group]];
  };
  const server = http.createServer((req, res) => {
    const target = next(toApi(req.url) ? 'api' : 'web');
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress };
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(next('api'), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
