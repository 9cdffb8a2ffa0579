// CPU seconds of a command and everything it starts, by kind of process:
//
//   node bench/cpu-by-process.mjs [--json out.json] -- npx playwright test --workers=2
//
// /usr/bin/time counts only the children a parent waited for: Chromium's processes and the e2e server's PostgreSQL
// end without being waited for, so most of a browser run's CPU is missing from it. This samples /proc once a second
// instead: every process whose working directory is under this folder (the command's own, the browser's, the
// server's, PostgreSQL's data folder under test-results) counts with its user + system time, less what it had used
// before the command started. A process living less than a second between samples can be missed: a lower bound.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator < 0 || separator === args.length - 1) {
  console.error('usage: node bench/cpu-by-process.mjs [--json out.json] -- <command> [args…]');
  process.exit(2);
}
const jsonIndex = args.indexOf('--json');
const jsonOut = jsonIndex >= 0 && jsonIndex < separator ? args[jsonIndex + 1] : undefined;
const [command, ...commandArgs] = args.slice(separator + 1);
const root = path.resolve('.');
const TICKS_PER_SECOND = 100;

function kindOf(cmdline) {
  if (cmdline.includes('headless-shell')) return 'chromium headless shell';
  if (/chrom/i.test(cmdline)) return 'chromium';
  if (/postgres/.test(cmdline)) return 'postgres';
  if (cmdline.includes('server/main.js') || cmdline.includes('e2e-server')) return 'e2e server';
  if (cmdline.includes('playwright')) return 'playwright runner and workers';
  if (cmdline.includes('vitest')) return 'vitest';
  return 'other';
}

/** pid:start time → { kind, first, last } CPU seconds. */
const seen = new Map();
function sample(initial = false) {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(root)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const key = `${pid}:${fields[19]}`;
      const entry = seen.get(key);
      if (entry) entry.last = cpu;
      else {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        seen.set(key, { kind: kindOf(cmdline), first: initial ? cpu : 0, last: cpu });
      }
    } catch {
      // The process ended between listing and reading: its last sample stands.
    }
  }
}

sample(true);
const started = Date.now();
const timer = setInterval(sample, 1000);
const child = spawn(command, commandArgs, { stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('close', (exitCode) => resolve(exitCode ?? 1)));
clearInterval(timer);
sample();

const byKind = {};
for (const { kind, first, last } of seen.values()) byKind[kind] = (byKind[kind] ?? 0) + (last - first);
const total = Object.values(byKind).reduce((sum, seconds) => sum + seconds, 0);
const wall = (Date.now() - started) / 1000;
console.log(`\nCPU seconds by process kind (${seen.size} processes sampled, ${wall.toFixed(0)} s wall):`);
for (const [kind, seconds] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kind.padEnd(32)} ${seconds.toFixed(1).padStart(8)}`);
}
console.log(`  ${'total'.padEnd(32)} ${total.toFixed(1).padStart(8)}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ command: [command, ...commandArgs], wall, byKind, total }, null, 2));
process.exit(code);
