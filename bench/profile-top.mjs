// `node bench/profile-top.mjs DIR [--top N] [--by self|package]`: reads the V8 CPU profile and windows.json that
// `npm run bench:request-cost -- --profile DIR` wrote, and prints for each request kind the functions (or packages)
// with the most self time inside that batch's time span, in ms per request (the batch's student count is asked with
// --students, default 60). Samples are attributed by their own timestamps, so a batch's garbage collection and idle
// time show up as "(garbage collector)" and "(idle)". Each sample counts as one sampling interval (--interval, in µs,
// V8's default 1000): on a loaded machine the gap after a sample also holds the time the thread waited for a core, so
// weighing samples by their gaps (--weight time) charges that wait to whatever ran last.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '15' },
    by: { type: 'string', default: 'self' },
    students: { type: 'string', default: '60' },
    weight: { type: 'string', default: 'samples' },
    interval: { type: 'string', default: '1000' },
  },
});
const dir = positionals[0];
if (!dir) throw new Error('usage: node bench/profile-top.mjs DIR [--top N] [--by self|package] [--students N]');
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const windows = JSON.parse(readFileSync(path.join(dir, 'windows.json'), 'utf8'));
const students = Number(values.students);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** Where a function lives, shortened: a package name under node_modules, else the file below the build. */
function placeOf(url) {
  if (!url) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return url.replace(/^file:\/\//, '').replace(/^.*\/(dist|src)\//, '$1/');
}

function keyOf(node) {
  const frame = node.callFrame;
  const place = placeOf(frame.url);
  if (values.by === 'package') return place || frame.functionName || '(native)';
  const file = frame.url
    ? `${place}${frame.url.includes('node_modules/') ? `/${frame.url.split('/').pop()}` : ''}:${frame.lineNumber + 1}`
    : '';
  return `${frame.functionName || '(anonymous)'} ${file}`.trim();
}

// Sample i happened at startTime + sum(timeDeltas[0..i]).
const times = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) times.push((clock += delta));

for (const [step, [from, to]] of Object.entries(windows)) {
  const totals = new Map();
  let all = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < from || times[i] > to) continue;
    // A sample stands for the time until the next one.
    const span = values.weight === 'time' ? (times[i + 1] ?? times[i]) - times[i] : Number(values.interval);
    const key = keyOf(nodes.get(profile.samples[i]));
    totals.set(key, (totals.get(key) ?? 0) + span);
    if (key !== '(idle)') all += span;
  }
  console.log(`\n${step}: ${(all / 1000 / students).toFixed(1)} ms sampled per request (idle left out)`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`  ${(micros / 1000 / students).toFixed(2).padStart(7)} ms  ${key}`);
}
