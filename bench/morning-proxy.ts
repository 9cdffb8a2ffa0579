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
// Requests sent to each instance, and how many of them were the demo provider's: printed when the proxy stops.
const sent = upstreams.map(() => ({ all: 0, oidc: 0 }));
const app = new Hono().all('*', (c) => {
  const url = new URL(c.req.url);
  const index = next++ % upstreams.length;
  const upstream = upstreams[index]!;
  sent[index]!.all += 1;
  if (url.pathname.startsWith('/oidc/')) sent[index]!.oidc += 1;
  // Redirects go back to the browser (sign-in hops carry cookies); the helper would otherwise follow them itself.
  return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, redirect: 'manual' });
});

const server = serve({ fetch: app.fetch, port: Number(portArgument), hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  const counts = sent.map((count, i) => `instance ${i + 1}: ${count.all} requests (${count.oidc} to /oidc)`).join(', ');
  console.log(`proxy: ${counts}`);
  server.close(() => process.exit(0));
});
