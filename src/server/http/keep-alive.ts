import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default races clients: a browser or load balancer
 * that reuses an idle socket just as the server closes it gets a reset instead of an answer, and on a busy machine,
 * where timers fire late on both sides, that race is common (the school-morning bench and the API tests under load
 * both saw ECONNRESET). Longer than the 60 s idle timeout common to load balancers, so the balancer closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Kept above the idle window, so a request that starts at its very end is not cut by the header timer.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
