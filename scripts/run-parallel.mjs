// Runs npm scripts side by side: `node scripts/run-parallel.mjs typecheck lint format:check`.
// tsc, ESLint and Prettier are each single-threaded, so on a 2-CPU runner two of them at once take
// about the time of the longest instead of the sum (CI under 12 minutes). `npm test` also
// runs the checks, Vitest and the build side by side: Vitest's API files mostly wait on PostgreSQL.
// Each script's output is held and printed in one block when it ends (no interleaving), with its
// time; every script runs to the end, and the exit code is non-zero if any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.env.npm_execpath;
const started = Date.now();

function run(name) {
  return new Promise((resolve) => {
    const start = Date.now();
    // Through the npm that started us when there is one (npm test), else the npm on the PATH.
    const [command, args] = npm ? [process.execPath, [npm, 'run', name]] : ['npm', ['run', name]];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let done = false;
    const finish = (code, error) => {
      if (done) return; // a spawn error can be followed by 'close'
      done = true;
      const seconds = ((Date.now() - start) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString();
      const status = code === 0 ? 'ok' : `FAILED (${error ?? `exit code ${code}`})`;
      process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n${output}${output && !output.endsWith('\n') ? '\n' : ''}`);
      resolve({ name, ok: code === 0 });
    };
    child.on('error', (error) => finish(1, error.message));
    child.on('close', (code, signal) => finish(code ?? 1, signal ? `signal ${signal}` : undefined));
  });
}

const results = await Promise.all(names.map(run));
const failed = results.filter((result) => !result.ok).map((result) => result.name);
const total = ((Date.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed (${total} s in all)`);
  process.exit(1);
}
console.log(`\n${names.join(', ')}: all passed in ${total} s`);
