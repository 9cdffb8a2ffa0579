import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';

/*
 * The load balancer of the two-instance morning bench, in a process of its own so its CPU is measured apart:
 * `node --import tsx bench/morning-proxy.ts <port> <upstream> <upstream>…`. Every request goes to the next instance
 * in turn, the demo identity provider's (/oidc) included: its sign-in state is in PostgreSQL and its signing key comes
 * from the shared secret, so each hop of one sign-in may land on either instance, like any other request.
 */
const [portArgument, ...upstreams] = process.argv.slice(2);
if (!portArgument || upstreams.length === 0) throw new Error('usage: morning-proxy.ts <port> <upstream URL>…');

let next = 0;
const app = new Hono().all('*', (c) => {
  const url = new URL(c.req.url);
  const upstream = upstreams[next++ % upstreams.length]!;
  // Redirects go back to the browser (sign-in hops carry cookies); the helper would otherwise follow them itself.
  return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, redirect: 'manual' });
});

const server = serve({ fetch: app.fetch, port: Number(portArgument), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
