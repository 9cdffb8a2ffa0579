import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';

/*
 * The load balancer of the two-instance morning bench, in a process of its own so its CPU is measured apart:
 * `node --import tsx bench/morning-proxy.ts <port> <upstream> <upstream>…`. Requests go to the instances in turn,
 * except the demo identity provider (/oidc): its sign-in interactions live in the memory of the instance that began
 * them, so it stands for the outside provider a real deployment signs in with (Google, Microsoft, a district's OIDC),
 * and every /oidc request goes to the first instance. Everything else, the app's own sign-in callback included, may
 * land on either instance.
 */
const [portArgument, ...upstreams] = process.argv.slice(2);
if (!portArgument || upstreams.length === 0) throw new Error('usage: morning-proxy.ts <port> <upstream URL>…');

let next = 0;
const app = new Hono().all('*', (c) => {
  const url = new URL(c.req.url);
  const upstream = url.pathname.startsWith('/oidc/') ? upstreams[0]! : upstreams[next++ % upstreams.length]!;
  // Redirects go back to the browser (sign-in hops carry cookies); the helper would otherwise follow them itself.
  return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, redirect: 'manual' });
});

const server = serve({ fetch: app.fetch, port: Number(portArgument), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
