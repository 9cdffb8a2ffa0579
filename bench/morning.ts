import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import pino from 'pino';
import { Agent, request } from 'undici';
import { QUIZ_ITEMS, hollandCode, scoreInterests } from '../src/domain/career-quiz/riasec';
import { US_STATES } from '../src/domain/catalog/catalog-values';
import { seededRandom } from '../src/domain/cognitive/random';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { E2E_CHROMIUM_PATH } from '../tests/support/chromium';
import { recordWalk, type RecordedPage } from './morning-record';
import { freePort, serveNodeFlags } from './support';

/*
 * `npm run bench:morning`: a class period on the production build. Virtual students arrive over the first minutes and
 * each, with a think time between steps, opens /, /journey and the career quiz, submits its 48 answers, runs the
 * college quiz for a state, enters financial expectations, signs in through the demo provider, saves progress, opens
 * the dashboard and asks the offline counselor one question. Pages replay what a real Chromium asked for on them
 * (recorded once before the load), each hashed asset fetched once per student as a browser cache would.
 *
 * Every request goes through undici (one Agent per student, six connections per origin like a browser). Each student
 * presents an address of its own (X-Forwarded-For, from the IPv6 documentation range; the app trusts the proxy
 * header here), as students at home or in different schools do.
 *
 * Options: --students N, --arrivals S (seconds over which students arrive), --think-min/--think-max S, --fast F
 * (divides think times and the arrival window: a quick run compresses the period F times, so each student's requests
 * come F times closer together), --seed N, --instances 1|2 (two: both on one PostgreSQL behind bench/morning-proxy.ts,
 * or with --balancer cluster as workers of Node's cluster module, bench/morning-cluster.mjs),
 * --profile DIR (V8 CPU profiles of the app), --probe (the app's event-loop delay, its waits for a pooled PostgreSQL
 * connection and its statements per request, through bench/request-cost-probe.mjs), --json FILE (the report as JSON
 * too). Needs `npm run build` first.
 */
const { values: options } = parseArgs({
  options: {
    students: { type: 'string', default: '100' },
    arrivals: { type: 'string', default: '300' },
    'think-min': { type: 'string', default: '3' },
    'think-max': { type: 'string', default: '20' },
    fast: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    instances: { type: 'string', default: '1' },
    // How two instances share the load: behind bench/morning-proxy.ts, or as workers of Node's cluster module.
    balancer: { type: 'string', default: 'proxy' },
    profile: { type: 'string' },
    probe: { type: 'boolean', default: false },
    json: { type: 'string' },
    // The walk only records what each page asks for: the browser the tests use (after `npm test`, the headless shell) will do.
    chromium: { type: 'string', default: E2E_CHROMIUM_PATH },
  },
});
const STUDENTS = Number(options.students);
const FAST = Number(options.fast);
const ARRIVAL_MS = (Number(options.arrivals) * 1000) / FAST;
const THINK_MIN_MS = (Number(options['think-min']) * 1000) / FAST;
const THINK_MAX_MS = (Number(options['think-max']) * 1000) / FAST;
const INSTANCES = Number(options.instances);
if (![1, 2].includes(INSTANCES)) throw new Error('--instances is 1 or 2');
const BALANCER = options.balancer;
if (BALANCER !== 'proxy' && BALANCER !== 'cluster') throw new Error('--balancer is proxy or cluster');
const CLUSTER = INSTANCES > 1 && BALANCER === 'cluster';
// The probe writes one file per process it is loaded into, named for the instance: the cluster's workers would share one.
if (CLUSTER && options.probe) throw new Error('--probe measures separate instances: use it without --balancer cluster');
const SECRET = 'morning-bench-secret-that-is-long-enough-for-better-auth';

// The cognitive games' seeded generator: two runs with one seed make the same students.
const random = seededRandom(Number(options.seed));

// ---------------------------------------------------------------------------------------------------------------------
// Processes: PostgreSQL, the app instance(s), the proxy; CPU and memory read from /proc.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 of the rest: utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Peak resident memory (VmHWM) in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

/** A process's children (the cluster primary's workers). */
async function childPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return children.trim().split(/\s+/).filter(Boolean).map(Number);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

/** The postmaster and its backends: every process whose parent is the postmaster (first line of postmaster.pid). */
async function postgresPids(clusterDir: string): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const pids: number[] = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** CPU seconds of the PostgreSQL processes alive now, plus what ended backends spent (their parent collects it). */
async function postgresCpuSeconds(clusterDir: string): Promise<number> {
  let total = 0;
  for (const pid of await postgresPids(clusterDir)) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, and for the postmaster cutime + cstime: the CPU of backends that already exited.
      total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended meanwhile
    }
  }
  return total / TICKS_PER_SECOND;
}

/** Microseconds some task on the machine waited for a core (Linux pressure stall information); undefined without PSI. */
async function cpuStallMicroseconds(): Promise<number | undefined> {
  try {
    return Number(/^some .*total=(\d+)/m.exec(await readFile('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

async function waitHealthy(baseUrl: string, child?: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the process for ${baseUrl} exited with ${child.exitCode}`);
    try {
      const response = await request(`${baseUrl}/api/health`);
      await response.body.dump();
      if (response.statusCode === 200) return;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// A virtual student: its own connections, cookies and asset cache.

const STEPS = [
  'home',
  'journey',
  'career quiz page',
  'career quiz answers',
  'college quiz',
  'financial expectations',
  'sign-in',
  'save progress',
  'dashboard',
  'counselor question',
] as const;
type Step = (typeof STEPS)[number];

interface Sample {
  step: Step;
  ms: number;
  status: number;
  path: string;
}

const samples: Sample[] = [];
const stepTimes = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
let requestCount = 0;
let bytesReceived = 0;

class HttpError extends Error {}

/** undici's error code and message, with its cause's (e.g. ECONNRESET under "other side closed"). */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as Error & { code?: string }).code;
  const cause = error.cause instanceof Error ? `; ${(error.cause as Error & { code?: string }).code ?? error.cause.message}` : '';
  return `${code ?? error.name}: ${error.message}${cause}`;
}

interface Answer {
  status: number;
  /** As sent: compressed when `encoding` says so. */
  body: Buffer;
  encoding: string | undefined;
  location: string | undefined;
}

/** The body as JSON, decompressed as a browser would (it asked for br or gzip). */
function json<T>(answer: Answer): T {
  const raw =
    answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return JSON.parse(raw.toString('utf8')) as T;
}

class Student {
  // undici's keep-alive defaults close an idle connection before Node's server does, so no request meets a closed socket.
  private readonly agent = new Agent({ connections: 6 });
  private readonly cookies = new Map<string, string>();
  private readonly cachedAssets = new Set<string>();
  readonly address: string;

  constructor(
    private readonly baseUrl: string,
    index: number,
  ) {
    this.address = `2001:db8::${(index + 1).toString(16)}`;
  }

  /** One request; a status of 400 or more, or a network failure, is counted as an error and ends the student's walk. */
  async send(step: Step, method: string, pathAndQuery: string, body?: unknown, form?: URLSearchParams, streamed = false) {
    const url = pathAndQuery.startsWith('http') ? pathAndQuery : `${this.baseUrl}${pathAndQuery}`;
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, 'accept-encoding': 'br, gzip', 'accept-language': 'en-US' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (method !== 'GET') headers.origin = this.baseUrl;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = form.toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    requestCount++;
    let firstChunkAt: number | undefined;
    let answer: Answer = { status: 0, body: Buffer.alloc(0), encoding: undefined, location: undefined };
    let networkError = '';
    try {
      const response = await request(url, { method: method as 'GET', headers, body: payload, dispatcher: this.agent });
      // A streamed answer (the counselor types its reply on purpose) is timed to its first chunk: what the student waits for.
      const chunks: Buffer[] = [];
      for await (const chunk of response.body) {
        if (streamed && chunks.length === 0) firstChunkAt = performance.now();
        chunks.push(chunk as Buffer);
      }
      const received = Buffer.concat(chunks);
      bytesReceived += received.length;
      this.keepCookies(response.headers['set-cookie']);
      const location = response.headers.location;
      const encoding = response.headers['content-encoding'];
      answer = {
        status: response.statusCode,
        body: received,
        encoding: typeof encoding === 'string' ? encoding : undefined,
        location: typeof location === 'string' ? new URL(location, url).toString() : undefined,
      };
    } catch (error) {
      // A refused or broken connection: recorded below with status 0, and its cause kept for the report.
      networkError = describeNetworkError(error);
    }
    const ms = (firstChunkAt ?? performance.now()) - started;
    samples.push({ step, ms, status: answer.status, path: new URL(url).pathname });
    if (answer.status === 0 || answer.status >= 400)
      throw new HttpError(`${method} ${new URL(url).pathname}: ${answer.status || `network error (${networkError})`}`);
    return { ...answer, ms };
  }

  private keepCookies(setCookie: string | string[] | undefined) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The session cookies, e.g. for a browser to take over this student's sign-in. */
  cookieJar(): Record<string, string> {
    return Object.fromEntries(this.cookies);
  }

  /** A page as the browser opened it: the document, then the rest six at a time; hashed assets only once per student. */
  async open(step: Step, page: RecordedPage) {
    const [document, ...rest] = page.requests;
    await this.send(step, 'GET', document!);
    const queue = rest.filter((item) => !this.cachedAssets.has(item));
    for (const item of queue) if (item.startsWith('/assets/')) this.cachedAssets.add(item);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await this.send(step, 'GET', item);
      }),
    );
  }

  /** The demo provider's account chooser, answered with a new account's name and e-mail; then the profile form. */
  async signIn(step: Step, index: number) {
    const start = await this.send(step, 'POST', '/api/auth/sign-in/social', {
      provider: 'waypoint-demo',
      callbackURL: '/auth/continue',
      errorCallbackURL: '/signin',
      disableRedirect: true,
    });
    let next: string | undefined = json<{ url: string }>(start).url;
    let uid: string | undefined;
    for (let hop = 0; next && hop < 10 && !uid; hop++) {
      uid = /\/oidc\/interaction\/([^/?#]+)/.exec(next)?.[1];
      const answer = await this.send(step, 'GET', next);
      next = answer.location;
    }
    if (!uid) throw new HttpError('the demo sign-in showed no account chooser');
    const form = new URLSearchParams({ account: 'another', name: `Bench Student ${index}`, email: `student${index}@bench.example.org` });
    next = (await this.send(step, 'POST', `/oidc/interaction/${uid}/login`, undefined, form)).location;
    for (let hop = 0; next && hop < 10; hop++) next = (await this.send(step, 'GET', next)).location;
    await this.send(step, 'POST', '/api/profile', {
      fullName: `Bench Student ${index}`,
      userType: 'Student',
      birthMonth: 4,
      birthYear: 2010,
    });
  }

  close() {
    return this.agent.close();
  }
}

const pause = (rand: () => number) => new Promise((resolve) => setTimeout(resolve, THINK_MIN_MS + rand() * (THINK_MAX_MS - THINK_MIN_MS)));

/** Times a step; `work` may return the time to count instead (a streamed answer counts until its first chunk). */
async function timed(step: Step, work: () => Promise<number | void>) {
  const started = performance.now();
  const counted = await work();
  stepTimes.get(step)!.push(typeof counted === 'number' ? counted : performance.now() - started);
}

const COUNSELOR_QUESTIONS = [
  'How much debt is too much for a nursing degree?',
  'Is community college a good way to start an engineering degree?',
  'What careers fit someone who likes helping people?',
  'How do I compare the net price of two colleges?',
];

let served = 0;
const failures: string[] = [];

async function classPeriod(baseUrl: string, index: number, pages: Map<string, RecordedPage>) {
  const student = new Student(baseUrl, index);
  const page = (pathName: string) => pages.get(pathName)!;
  // Each student draws from a generator of its own, so it answers and pauses the same way whatever the others do.
  const studentRandom = seededRandom(Number(options.seed) * 100_003 + index);
  const thinkTime = () => pause(studentRandom);
  const answers = Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, 1 + Math.floor(studentRandom() * 5)]));
  const state = US_STATES[Math.floor(studentRandom() * US_STATES.length)]!;
  const question = COUNSELOR_QUESTIONS[index % COUNSELOR_QUESTIONS.length]!;
  const familyIncome = 30_000 + Math.floor(studentRandom() * 90) * 1000;
  try {
    await timed('home', () => student.open('home', page('/')));
    await thinkTime();
    await timed('journey', () => student.open('journey', page('/journey')));
    await thinkTime();
    await timed('career quiz page', () => student.open('career quiz page', page('/career-quiz')));
    await thinkTime();
    const profile = scoreInterests(answers);
    let topMajors: { name: string; cip: string }[] = [];
    let topCareers: string[] = [];
    await timed('career quiz answers', async () => {
      const matches = json<{ majors: { item: { name: string; cip: string } }[]; careers: { item: { socCode: string } }[] }>(
        await student.send('career quiz answers', 'POST', '/api/matches/interests', { profile }),
      );
      topMajors = matches.majors.slice(0, 3).map((match) => match.item);
      topCareers = matches.careers.slice(0, 3).map((match) => match.item.socCode);
    });
    await thinkTime();
    let colleges: unknown[] = [];
    await timed('college quiz', async () => {
      await student.open('college quiz', page('/college-quiz'));
      const body = { states: [state], majors: topMajors.map((major) => major.cip), familyIncome };
      colleges = json<{ items: unknown[] }>(await student.send('college quiz', 'POST', '/api/matches/colleges', body)).items.slice(0, 5);
    });
    await thinkTime();
    await timed('financial expectations', async () => {
      await student.open('financial expectations', page('/financial-expectations'));
      // The income suggestion reads each quiz career's pay.
      await Promise.all(topCareers.map((code) => student.send('financial expectations', 'GET', `/api/careers/${code}`)));
    });
    await thinkTime();
    await timed('sign-in', () => student.signIn('sign-in', index));
    await thinkTime();
    const now = Date.now();
    await timed('save progress', async () => {
      await student.send('save progress', 'PUT', '/api/progress', {
        journeyStarted: { value: true, updatedAt: now },
        careerQuizAnswers: { value: answers, updatedAt: now },
        quizResult: {
          value: {
            topMajors: topMajors.map((major) => major.name),
            topMajorCips: topMajors.map((major) => major.cip),
            topCareerCodes: topCareers,
            profile,
            hollandCode: hollandCode(profile),
            completedAt: new Date(now).toISOString(),
          },
          updatedAt: now,
        },
        collegeQuizResults: { value: colleges, updatedAt: now },
        financialExpectations: { value: { monthlyIncome: 3200, plannedDebt: 24_000, level: 'Comfortable' }, updatedAt: now },
      });
    });
    await thinkTime();
    await timed('dashboard', () => student.open('dashboard', page('/dashboard')));
    await thinkTime();
    await timed('counselor question', async () => {
      const opened = performance.now();
      await student.open('counselor question', page('/ai-counselor'));
      const pageMs = performance.now() - opened;
      return pageMs + (await student.send('counselor question', 'POST', '/api/counselor/chat', { message: question }, undefined, true)).ms;
    });
    served++;
  } catch (error) {
    failures.push(`student ${index}: ${error instanceof Error ? error.message : String(error)}`);
    // Said as it happens too: a long run's first failures are worth seeing before its report.
    if (failures.length <= 10) console.error(`  failure: ${failures.at(-1)}`);
  } finally {
    await student.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------------

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;

interface ProbeReading {
  loopDelayMs: { p50: number; p99: number; max: number };
  poolWaitMs: { count: number; total: number; p50: number; p99: number; max: number };
}

/** Asks an app instance started with --probe for its readings (bench/request-cost-probe.mjs writes them on SIGUSR2). */
async function readProbe(pid: number, file: string): Promise<ProbeReading> {
  await rm(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as ProbeReading;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function main() {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-morning-'));
  const probeFile = (instance: number) => path.join(workDir, `probe-${instance}.json`);
  // Its own temporary folder: as root, PostgreSQL runs as another user, who must be able to enter it.
  const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-morning-db-'));
  const embedded = await startEmbeddedPostgres({ dataDir: databaseDir, logger: pino({ level: 'warn' }), ephemeral: true });
  const clusterDir = path.join(databaseDir, 'postgres');
  const children: ChildProcess[] = [];
  const monitor = new pg.Client({ connectionString: embedded.url });
  try {
    const server = process.env.BENCH_SERVER ?? path.join(process.env.DIST_DIR ?? 'dist', 'server', 'main.js');
    const proxyPort = INSTANCES > 1 && !CLUSTER ? await freePort() : undefined;
    // With the cluster module, one primary process and one port; its workers are the instances.
    const ports = await Promise.all(Array.from({ length: CLUSTER ? 1 : INSTANCES }, () => freePort()));
    const publicUrl = `http://127.0.0.1:${proxyPort ?? ports[0]}`;
    // The proxy first: an instance reads the demo provider's discovery through BASE_URL, the proxy's address, as it starts.
    let proxyChild: ChildProcess | undefined;
    if (proxyPort) {
      proxyChild = spawn(
        process.execPath,
        ['--import', 'tsx', 'bench/morning-proxy.ts', String(proxyPort), ...ports.map((p) => `http://127.0.0.1:${p}`)],
        { stdio: ['ignore', 'inherit', 'inherit'] },
      );
      children.push(proxyChild);
    }
    for (const [i, port] of ports.entries()) {
      // --profile DIR: each instance writes a V8 CPU profile there when it stops, to see where its time goes.
      const profiling = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`] : [];
      const probing = options.probe ? ['--import', path.resolve('bench/request-cost-probe.mjs')] : [];
      // The app runs with `npm run serve`'s Node flags (BENCH_NODE_ARGS for a trial), never the load generator's.
      const entry = CLUSTER ? ['bench/morning-cluster.mjs', String(INSTANCES), server] : [server];
      const child = spawn(process.execPath, [...serveNodeFlags(), ...probing, ...profiling, ...entry], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: path.join(workDir, `app-${i}`),
          DATABASE_URL: embedded.url,
          AUTH_SECRET: SECRET,
          PORT: String(port),
          HOST: '127.0.0.1',
          BASE_URL: publicUrl,
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'warn',
          REQUEST_COST_PROBE: probeFile(i),
        },
        // The cluster's primary says on this channel when every worker listens.
        stdio: CLUSTER ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      if (CLUSTER) {
        await new Promise((resolve, reject) => {
          child.once('message', resolve);
          child.once('exit', (code) => reject(new Error(`the cluster stopped (${code}) before its workers listened`)));
        });
      }
      // One at a time: the first migrates and loads the catalog, the next finds it done.
      await waitHealthy(`http://127.0.0.1:${port}`, child);
    }
    const launched = children.filter((child) => child !== proxyChild).map((child) => child.pid!);
    // The cluster's workers are the instances; its primary, which hands out connections, is measured as the balancer.
    const appPids = CLUSTER ? await childPids(launched[0]!) : launched;
    if (appPids.length !== INSTANCES) throw new Error(`expected ${INSTANCES} app processes, found ${appPids.length}`);
    const proxyPid = CLUSTER ? launched[0] : proxyChild?.pid;
    if (proxyChild) await waitHealthy(publicUrl, proxyChild);
    // One student, walked by Chromium, tells what each page asks for.
    const recorder = new Student(publicUrl, 1_000_000);
    await recorder.signIn('sign-in', 1_000_000);
    const cookies = recorder.cookieJar();
    await recorder.close();
    const walk = await recordWalk(
      publicUrl,
      [
        { path: '/', signedIn: false },
        { path: '/journey', signedIn: false },
        { path: '/career-quiz', signedIn: false },
        { path: '/college-quiz', signedIn: false },
        { path: '/financial-expectations', signedIn: false },
        { path: '/dashboard', signedIn: true },
        { path: '/ai-counselor', signedIn: true },
      ],
      cookies,
      options.chromium,
    );
    const pages = new Map(walk.map((page) => [page.path, page]));
    samples.length = 0;
    requestCount = 0;
    bytesReceived = 0;
    for (const times of stepTimes.values()) times.length = 0;

    await monitor.connect();
    // Read once before the load so the delays and waits reported after cover the load only (the probe restarts them).
    if (options.probe) await Promise.all(appPids.map((pid, i) => readProbe(pid, probeFile(i))));
    const load = os.loadavg();
    const cpuBefore = await Promise.all(appPids.map(cpuSeconds));
    const proxyCpuBefore = proxyPid ? await cpuSeconds(proxyPid) : 0;
    const pgCpuBefore = await postgresCpuSeconds(clusterDir);
    const ownCpuBefore = process.cpuUsage();
    const stallBefore = await cpuStallMicroseconds();
    let peakConnections = 0;
    let peakActive = 0;
    const rssSeries: number[][] = [];
    const slowStatements = new Map<string, number>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await monitor.query<{ state: string | null; query: string; ms: number }>(
          `SELECT state, query, extract(epoch FROM now() - query_start) * 1000 AS ms FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        peakConnections = Math.max(peakConnections, rows.length);
        peakActive = Math.max(peakActive, rows.filter((row) => row.state === 'active').length);
        for (const row of rows) {
          if (row.state === 'active' && row.ms > 100) {
            const text = row.query.replace(/\s+/g, ' ').slice(0, 160);
            slowStatements.set(text, (slowStatements.get(text) ?? 0) + 1);
          }
        }
        rssSeries.push(await Promise.all(appPids.map(rssMb)));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();

    const started = performance.now();
    console.error(
      `${STUDENTS} students arriving over ${Math.round(ARRIVAL_MS / 1000)} s, think ${THINK_MIN_MS / 1000}-${THINK_MAX_MS / 1000} s`,
    );
    const progress = setInterval(
      () =>
        console.error(
          `  ${Math.round((performance.now() - started) / 1000)} s: ${served} served, ${failures.length} failed, ${requestCount} requests`,
        ),
      30_000,
    );
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, random() * ARRIVAL_MS));
        await classPeriod(publicUrl, index, pages);
      }),
    );
    clearInterval(progress);
    const wallSeconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const own = process.cpuUsage(ownCpuBefore);
    const appCpu = (await Promise.all(appPids.map(cpuSeconds))).map((after, i) => after - cpuBefore[i]!);
    const proxyCpu = proxyPid ? (await cpuSeconds(proxyPid)) - proxyCpuBefore : 0;
    const pgCpu = (await postgresCpuSeconds(clusterDir)) - pgCpuBefore;
    const peakRss = await Promise.all(appPids.map(peakRssMb));
    const probes = options.probe ? await Promise.all(appPids.map((pid, i) => readProbe(pid, probeFile(i)))) : [];
    const loadAfter = os.loadavg();
    const stallAfter = await cpuStallMicroseconds();

    const rows = STEPS.map((step) => {
      const times = [...stepTimes.get(step)!].sort((a, b) => a - b);
      const requests = samples.filter((sample) => sample.step === step);
      const requestTimes = requests.map((sample) => sample.ms).sort((a, b) => a - b);
      return {
        step,
        done: times.length,
        requests: requests.length,
        errors: requests.filter((sample) => sample.status === 0 || sample.status >= 400).length,
        p50: Math.round(quantile(times, 0.5)),
        p95: Math.round(quantile(times, 0.95)),
        p99: Math.round(quantile(times, 0.99)),
        requestP95: Math.round(quantile(requestTimes, 0.95)),
      };
    });
    // Per path (assets folded into one row): where the time goes, for the fixes.
    const byPath = new Map<string, number[]>();
    for (const sample of samples) {
      const key = sample.path.startsWith('/assets/')
        ? '/assets/*'
        : sample.path.replace(/\/interaction\/[^/]+/, '/interaction/:uid').replace(/\/\d{2}-\d{4}\.\d{2}$/, '/:soc');
      const times = byPath.get(key);
      if (times) times.push(sample.ms);
      else byPath.set(key, [sample.ms]);
    }
    const slowestPaths = [...byPath]
      .map(([key, times]) => {
        const sorted = times.sort((a, b) => a - b);
        return { path: key, count: sorted.length, p50: Math.round(quantile(sorted, 0.5)), p95: Math.round(quantile(sorted, 0.95)) };
      })
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 8);
    const errors = samples.filter((sample) => sample.status === 0 || sample.status >= 400).length;
    const report = {
      date: new Date().toISOString(),
      students: STUDENTS,
      served,
      instances: INSTANCES,
      balancer: INSTANCES > 1 ? BALANCER : null,
      fast: FAST,
      arrivalsSeconds: ARRIVAL_MS / 1000,
      thinkSeconds: [THINK_MIN_MS / 1000, THINK_MAX_MS / 1000],
      wallSeconds: Math.round(wallSeconds),
      requests: samples.length,
      errors,
      megabytesReceived: Math.round(bytesReceived / 1e6),
      loadAverageBefore: load.map((value) => value.toFixed(2)).join(' '),
      loadAverageAfter: loadAfter.map((value) => value.toFixed(2)).join(' '),
      // The share of the run during which some process on the machine was waiting for a core: near 100 % means every
      // request also queued for the CPU behind other work, whatever the app itself needed.
      cpuPressurePercent:
        stallBefore !== undefined && stallAfter !== undefined
          ? Math.min(100, Math.round((stallAfter - stallBefore) / (wallSeconds * 10_000)))
          : null,
      appCpuSeconds: appCpu.map((value) => Math.round(value * 10) / 10),
      appCpuPercent: appCpu.map((value) => Math.round((value / wallSeconds) * 100)),
      appPeakRssMb: peakRss,
      appRssMbFirstLast: appPids.map((_, i) => [rssSeries[0]?.[i], rssSeries.at(-1)?.[i]]),
      postgresCpuSeconds: Math.round(pgCpu * 10) / 10,
      proxyCpuSeconds: Math.round(proxyCpu * 10) / 10,
      // The server side's CPU per student (app, PostgreSQL and proxy): the figure the neighbours' load moves least.
      serverCpuMsPerStudent: served ? Math.round(((appCpu.reduce((a, b) => a + b, 0) + pgCpu + proxyCpu) * 1000) / served) : null,
      loadGeneratorCpuSeconds: Math.round(((own.user + own.system) / 1e6) * 10) / 10,
      postgresPeakConnections: peakConnections,
      postgresPeakActive: peakActive,
      // Per instance: the event loop's delay and the waits for a pooled connection during the load (--probe).
      eventLoopDelayMs: probes.map((probe) => probe.loopDelayMs),
      poolWaitMs: probes.map((probe) => probe.poolWaitMs),
      slowStatements: [...slowStatements].sort((a, b) => b[1] - a[1]).slice(0, 5),
      steps: rows,
      slowestPaths,
      allStepsWithin250ms: rows.every((row) => row.p95 <= 250) && errors === 0,
      failures: failures.slice(0, 10),
    };
    console.log(
      `\nMorning bench ${report.date}: ${served}/${STUDENTS} students served, ${INSTANCES} instance(s)${INSTANCES > 1 ? ` (${BALANCER})` : ''}, think times ÷${FAST}`,
    );
    console.log(
      `load average before ${report.loadAverageBefore}, after ${report.loadAverageAfter}, CPU pressure ${report.cpuPressurePercent} %; ${report.requests} requests in ${report.wallSeconds} s, ${errors} errors`,
    );
    console.log(
      `app CPU ${report.appCpuSeconds.join(' + ')} s (${report.appCpuPercent.join(' + ')} % of one core), peak RSS ${peakRss.join(' + ')} MB` +
        `; PostgreSQL CPU ${report.postgresCpuSeconds} s, peak ${peakConnections} connections (${peakActive} active)` +
        `; load generator CPU ${report.loadGeneratorCpuSeconds} s${proxyPid ? `; ${CLUSTER ? 'cluster primary' : 'proxy'} CPU ${report.proxyCpuSeconds} s` : ''}` +
        `; server-side CPU per student ${report.serverCpuMsPerStudent} ms`,
    );
    console.log('\n| step | done | requests | errors | p50 ms | p95 ms | p99 ms | request p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows)
      console.log(
        `| ${row.step} | ${row.done} | ${row.requests} | ${row.errors} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.requestP95} |`,
      );
    console.log('\n| slowest paths | requests | p50 ms | p95 ms |\n|---|---:|---:|---:|');
    for (const row of slowestPaths) console.log(`| ${row.path} | ${row.count} | ${row.p50} | ${row.p95} |`);
    for (const [i, probe] of probes.entries())
      console.log(
        `instance ${i + 1}: event-loop delay p50 ${probe.loopDelayMs.p50} ms, p99 ${probe.loopDelayMs.p99} ms, max ${probe.loopDelayMs.max} ms; ` +
          `${probe.poolWaitMs.count} connections taken from the pool, waits p50 ${probe.poolWaitMs.p50} ms, p99 ${probe.poolWaitMs.p99} ms, ` +
          `max ${probe.poolWaitMs.max} ms, ${probe.poolWaitMs.total} ms in all`,
      );
    if (report.slowStatements.length) console.log('\nactive statements seen past 100 ms (samples):', report.slowStatements);
    if (failures.length) console.log('\nfirst failures:', failures.slice(0, 10));
    console.log(`\nevery step p95 ≤ 250 ms with no error: ${report.allStepsWithin250ms ? 'yes' : 'no'}`);
    if (options.json) await writeFile(options.json, JSON.stringify(report, null, 2));
  } finally {
    await monitor.end().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child);
    await embedded.stop();
  }
}

await main();
