// Loaded into the app with `node --import ./bench/request-cost-probe.mjs dist/server/main.js` by bench/request-cost.ts
// and `bench/morning.ts --probe`: counts the statements the app sends to PostgreSQL (every pg query goes through
// Client#query), times how long each waited for a pooled connection, and measures the event loop's delay; on SIGUSR2 it
// writes them, with the process's own CPU, to the file named by REQUEST_COST_PROBE, and starts the delays afresh.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const pg = require('pg');
let statements = 0;
/** Each statement's text (its first 120 characters, spaces folded) and how often it was sent. */
const texts = {};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements++;
  const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  texts[key] = (texts[key] ?? 0) + 1;
  return query.apply(this, args);
};
// pg-pool's query() and the app's transactions both take their connection through Pool#connect.
const poolWaits = createHistogram();
let waitedMicros = 0;
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(callback) {
  const asked = performance.now();
  const note = () => {
    const micros = Math.max(1, Math.round((performance.now() - asked) * 1000));
    poolWaits.record(micros);
    waitedMicros += micros;
  };
  if (typeof callback === 'function')
    return connect.call(this, (error, client, release) => {
      note();
      callback(error, client, release);
    });
  return connect.call(this).then((client) => {
    note();
    return client;
  });
};
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const file = process.env.REQUEST_COST_PROBE;
  writeFileSync(
    `${file}.part`,
    JSON.stringify({
      statements,
      texts,
      cpuMicros: user + system,
      // The clock of V8's CPU profiles (both read CLOCK_MONOTONIC): a batch's samples can be picked out of a profile.
      monotonicMicros: Number(process.hrtime.bigint() / 1000n),
      loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      poolWaitMs: {
        count: poolWaits.count,
        total: Math.round(waitedMicros / 1000),
        p50: poolWaits.percentile(50) / 1000,
        p99: poolWaits.percentile(99) / 1000,
        max: poolWaits.max / 1000,
      },
    }),
  );
  renameSync(`${file}.part`, file);
  delay.reset();
  poolWaits.reset();
  waitedMicros = 0;
});
