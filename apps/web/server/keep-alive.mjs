// @ts-check
// Idle connection lifetimes of the web process, as a server and as a client of the API and of itself.
/**
 * How long an idle kept-alive connection stays open. A server that closes one while its client is sending on it
 * resets that request (ECONNRESET, seen by a test client reusing its connection after Node's five-second default
 * under load). It must outlast what clients and fronts keep: nginx's upstream connections (60 s), browsers, and
 * this web process's own page renderer. 72 s is Fastify's default, which the API nodes keep, so both servers
 * behave alike.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * How long this process keeps an idle connection to a server it calls (the API, itself) before closing it:
 * shorter than the server's own, so it never sends on one the server is closing. Node's agent also honours a
 * shorter `Keep-Alive: timeout` the server announces, but only once a timeout is set here.
 */
export const UPSTREAM_IDLE_TIMEOUT_MS = 30_000;
