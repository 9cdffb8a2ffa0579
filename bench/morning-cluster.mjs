// The two-instance morning bench without a proxy: `node [flags] bench/morning-cluster.mjs <workers> <server entry>`
// forks the built server that many times with Node's cluster module. The workers listen on the same PORT and the
// primary hands each new connection to the next worker in turn, so no process copies requests between sockets.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [count, entry] = process.argv.slice(2);
if (!count || !entry) throw new Error('usage: morning-cluster.mjs <workers> <server entry>');

if (cluster.isPrimary) {
  // Round-robin by the primary on every platform (Linux's default; Windows would leave it to the OS).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ args: [count, entry] });
  const workers = Array.from({ length: Number(count) }, () => cluster.fork());
  let stopping = false;
  const stopWorkers = (signal) => {
    stopping = true;
    for (const worker of workers) if (!worker.isDead()) worker.process.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopWorkers(signal));
  // Every worker listens: tell the bench (the IPC channel it opened), so no student waits on a worker still starting.
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers.length) process.send?.('listening');
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      // process.exitCode is 1 when a worker died first.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A worker that dies makes the run meaningless: stop the others and say so, instead of serving on one.
    console.error(`cluster worker ${worker.process.pid} exited with ${code}`);
    stopWorkers('SIGTERM');
    process.exitCode = 1;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
} else {
  await import(pathToFileURL(path.resolve(entry)).href);
}
