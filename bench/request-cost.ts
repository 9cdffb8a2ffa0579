import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { Agent, request } from 'undici';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { recordWalk } from './morning-record';
import { freePort } from './support';

/*
 * `npm run bench:request-cost -- [--students N] [--profile DIR]` (builds, then this file): what each request of the demo
 * sign-in (8 requests) and of the counselor question (the page and the question) costs the server, as CPU and as
 * statements sent to PostgreSQL, not as latency (which the machine's other load moves far more than CPU).
 *
 * Every request of one kind is sent for all N students in turn, one at a time, and the app's own CPU
 * (process.cpuUsage in the app, read by bench/request-cost-probe.mjs), PostgreSQL's CPU (its processes in /proc) and
 * the statements the app sent are read before and after the batch: the difference divided by N is the cost of one
 * request, garbage collection included. The event loop's delay during each batch is printed beside it.
 */
const { values: options } = parseArgs({
  options: {
    students: { type: 'string', default: '100' },
    /** Seconds the app is left without requests before the batches, to measure what it spends on its own. */
    idle: { type: 'string', default: '30' },
    profile: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const STUDENTS = Number(options.students);
const SECRET = 'request-cost-bench-secret-that-is-long-enough-for-better-auth';
const TICKS_PER_SECOND = 100;

/** PostgreSQL's CPU seconds: the postmaster, its live backends, and what ended backends spent (cutime + cstime). */
async function postgresCpuSeconds(clusterDir: string): Promise<number> {
  const postmaster = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = (await readFile(`/proc/${entry}/stat`, 'utf8')).split(') ').at(-1)!.split(' ');
      const pid = Number(entry);
      if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

interface Probe {
  statements: number;
  texts: Record<string, number>;
  cpuMicros: number;
  monotonicMicros: number;
  loopDelayMs: { p50: number; p99: number; max: number };
}

interface Answer {
  status: number;
  body: Buffer;
  location: string | undefined;
}

class Student {
  readonly cookies = new Map<string, string>();
  readonly address: string;
  uid = '';
  next = '';

  constructor(
    readonly index: number,
    private readonly baseUrl: string,
    private readonly agent: Agent,
  ) {
    this.address = `2001:db8::${(index + 1).toString(16)}`;
  }

  async send(method: string, target: string, options: { json?: unknown; form?: URLSearchParams } = {}): Promise<Answer> {
    const url = target.startsWith('http') ? target : `${this.baseUrl}${target}`;
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, 'accept-encoding': 'br, gzip', 'accept-language': 'en-US' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers.origin = this.baseUrl;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form.toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await request(url, { method: method as 'GET', headers, body, dispatcher: this.agent });
    const raw = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers['content-encoding'];
    const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\b/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    if (response.statusCode >= 400)
      throw new Error(`${method} ${new URL(url).pathname}: ${response.statusCode} ${decoded.toString('utf8').slice(0, 200)}`);
    const location = response.headers.location;
    return {
      status: response.statusCode,
      body: decoded,
      location: typeof location === 'string' ? new URL(location, url).toString() : undefined,
    };
  }
}

/** The demo sign-in, request by request, as bench/morning.ts's students walk it. */
const SIGN_IN: { name: string; run: (student: Student) => Promise<void> }[] = [
  {
    name: 'POST /api/auth/sign-in/social',
    run: async (s) => {
      const answer = await s.send('POST', '/api/auth/sign-in/social', {
        json: { provider: 'waypoint-demo', callbackURL: '/auth/continue', errorCallbackURL: '/signin', disableRedirect: true },
      });
      s.next = (JSON.parse(answer.body.toString('utf8')) as { url: string }).url;
    },
  },
  {
    name: 'GET /oidc/auth (authorize)',
    run: async (s) => {
      s.next = (await s.send('GET', s.next)).location ?? '';
      s.uid = /\/oidc\/interaction\/([^/?#]+)/.exec(s.next)?.[1] ?? '';
      if (!s.uid) throw new Error(`authorize did not lead to the chooser: ${s.next}`);
    },
  },
  { name: 'GET /oidc/interaction/:uid (chooser)', run: async (s) => void (await s.send('GET', s.next)) },
  {
    name: 'POST /oidc/interaction/:uid/login',
    run: async (s) => {
      const form = new URLSearchParams({
        account: 'another',
        name: `Bench Student ${s.index}`,
        email: `student${s.index}@bench.example.org`,
      });
      s.next = (await s.send('POST', `/oidc/interaction/${s.uid}/login`, { form })).location ?? '';
    },
  },
  { name: 'GET /oidc/auth/:uid (resume)', run: async (s) => void (s.next = (await s.send('GET', s.next)).location ?? '') },
  { name: 'GET /api/auth/callback/waypoint-demo', run: async (s) => void (s.next = (await s.send('GET', s.next)).location ?? '') },
  {
    name: 'GET /auth/continue (page)',
    run: async (s) => {
      if (new URL(s.next).pathname !== '/auth/continue') throw new Error(`the callback went to ${s.next}`);
      await s.send('GET', s.next);
    },
  },
  {
    name: 'POST /api/profile',
    run: async (s) =>
      void (await s.send('POST', '/api/profile', {
        json: { fullName: `Bench Student ${s.index}`, userType: 'Student', birthMonth: 4, birthYear: 2010 },
      })),
  },
];

async function main() {
  const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-request-cost-db-'));
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-request-cost-'));
  const embedded = await startEmbeddedPostgres({ dataDir: databaseDir, logger: pino({ level: 'warn' }), ephemeral: true });
  const clusterDir = path.join(databaseDir, 'postgres');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const probeFile = path.join(workDir, 'probe.json');
  const server = process.env.BENCH_SERVER ?? path.join(process.env.DIST_DIR ?? 'dist', 'server', 'main.js');
  if (options.profile) await mkdir(path.resolve(options.profile), { recursive: true });
  const profiling = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`] : [];
  const app = spawn(process.execPath, ['--import', path.resolve('bench/request-cost-probe.mjs'), ...profiling, server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'app'),
      DATABASE_URL: embedded.url,
      AUTH_SECRET: SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      REQUEST_COST_PROBE: probeFile,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const agent = new Agent({ connections: 6 });
  const probe = async (): Promise<Probe & { pgCpu: number }> => {
    await rm(probeFile, { force: true });
    app.kill('SIGUSR2');
    // The probe writes its file whole (a rename), so the first successful read is complete.
    for (;;) {
      try {
        const written = JSON.parse(await readFile(probeFile, 'utf8')) as Probe;
        return { ...written, pgCpu: await postgresCpuSeconds(clusterDir) };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  try {
    for (const deadline = Date.now() + 180_000; ;) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      try {
        const health = await request(`${baseUrl}/api/health`, { dispatcher: agent });
        await health.body.dump();
        if (health.statusCode === 200) break;
      } catch {
        // starting
      }
      if (Date.now() > deadline) throw new Error('the app did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // What the counselor page asks for, recorded once by Chromium for a signed-in student (hashed assets left out:
    // a student who reached the counselor has them cached).
    const recorder = new Student(100_000, baseUrl, agent);
    for (const step of SIGN_IN) await step.run(recorder);
    const [counselorPage] = await recordWalk(
      baseUrl,
      [{ path: '/ai-counselor', signedIn: true }],
      Object.fromEntries(recorder.cookies),
      options.chromium,
    );
    const pageRequests = counselorPage!.requests.filter((item) => !item.startsWith('/assets/'));

    const students = Array.from({ length: STUDENTS }, (_, index) => new Student(index, baseUrl, agent));
    // One warm-up student through every step, so the first batch does not pay for compiling the code it runs.
    const warm = new Student(STUDENTS + 1, baseUrl, agent);
    for (const step of SIGN_IN) await step.run(warm);
    const steps = [
      ...SIGN_IN,
      {
        name: `counselor page (${pageRequests.length} requests: ${pageRequests.join(', ')})`,
        run: async (s: Student) => {
          for (const item of pageRequests) await s.send('GET', item);
        },
      },
      {
        name: 'POST /api/counselor/chat (whole reply)',
        run: async (s: Student) =>
          void (await s.send('POST', '/api/counselor/chat', { json: { message: 'How much debt is too much for a nursing degree?' } })),
      },
    ];
    for (const step of steps.slice(SIGN_IN.length)) await step.run(warm);

    // What the app spends with no request at all (timers, its pool, the garbage collector), per second: a batch that
    // lasts long (the counselor's typed replies) carries that much per second of its length besides its requests.
    const idleSeconds = Number(options.idle);
    const idleBefore = await probe();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleAfter = await probe();
    const idleCpuMsPerSecond = (idleAfter.cpuMicros - idleBefore.cpuMicros) / 1000 / idleSeconds;
    const idleStatementsPerSecond = (idleAfter.statements - idleBefore.statements) / idleSeconds;

    const rows: {
      step: string;
      seconds: number;
      appCpuMs: number;
      pgCpuMs: number;
      statements: number;
      loop: Probe['loopDelayMs'];
      window: [number, number];
      texts: [string, number][];
    }[] = [];
    for (const step of steps) {
      const before = await probe();
      for (const student of students) await step.run(student);
      const after = await probe();
      rows.push({
        step: step.name,
        seconds: (after.monotonicMicros - before.monotonicMicros) / 1e6,
        appCpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / STUDENTS,
        pgCpuMs: ((after.pgCpu - before.pgCpu) * 1000) / STUDENTS,
        statements: (after.statements - before.statements) / STUDENTS,
        loop: after.loopDelayMs,
        window: [before.monotonicMicros, after.monotonicMicros],
        texts: Object.entries(after.texts)
          .map(([text, count]): [string, number] => [text, (count - (before.texts[text] ?? 0)) / STUDENTS])
          .filter(([, count]) => count > 0),
      });
    }
    const round = (value: number) => Math.round(value * 10) / 10;
    console.log(
      `\nRequest cost, ${STUDENTS} students one request at a time, ${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `\nWith no request, the app spent ${round(idleCpuMsPerSecond)} ms CPU a second and sent ${round(idleStatementsPerSecond)} statements a second (${idleSeconds} s).`,
    );
    console.log(
      '\n| request | app CPU ms | of which idle-time share | PostgreSQL CPU ms | statements | batch s | event-loop delay p99 / max ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows)
      console.log(
        `| ${row.step} | ${round(row.appCpuMs)} | ${round((idleCpuMsPerSecond * row.seconds) / STUDENTS)} | ${round(row.pgCpuMs)} | ${round(row.statements)} | ${round(row.seconds)} | ${row.loop.p99} / ${row.loop.max} |`,
      );
    const signIn = rows.slice(0, SIGN_IN.length);
    const counselor = rows.slice(SIGN_IN.length);
    const sum = (list: typeof rows, key: 'appCpuMs' | 'pgCpuMs' | 'statements') => round(list.reduce((total, row) => total + row[key], 0));
    console.log(
      `| **sign-in, all ${SIGN_IN.length} requests** | ${sum(signIn, 'appCpuMs')} | ${sum(signIn, 'pgCpuMs')} | ${sum(signIn, 'statements')} | |`,
    );
    console.log(
      `| **counselor question (page + question)** | ${sum(counselor, 'appCpuMs')} | ${sum(counselor, 'pgCpuMs')} | ${sum(counselor, 'statements')} | |`,
    );
    console.log('\nStatements per request (per request on average: text)');
    for (const row of rows) {
      console.log(`\n${row.step}`);
      for (const [text, count] of row.texts) console.log(`  ${round(count)} × ${text}`);
    }
    // Each batch's time span on the profile's clock, to read one request kind's samples out of the profile.
    if (options.profile) {
      const windows = Object.fromEntries(rows.map((row) => [row.step, row.window]));
      await writeFile(path.join(path.resolve(options.profile), 'windows.json'), JSON.stringify(windows, null, 2));
    }
  } finally {
    await agent.close();
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      app.once('exit', () => resolve());
      app.kill('SIGTERM');
    });
    await embedded.stop();
  }
}

await main();
