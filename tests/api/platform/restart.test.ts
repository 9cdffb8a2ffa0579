import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '@server/auth/dev-idp-config';
import { signIn, signInWithProfile } from '@tests/support/test-server';
import { PROFESSIONAL_APPLICATION } from '@tests/support/professional-application';

/*
 * The real entry point (src/server/main.ts) with its own embedded PostgreSQL:
 * data survives a clean restart, and a kill -9 leaves nothing that stops the
 * next start and loses nothing that was acknowledged.
 */

let dataDir: string;
let port: number;
let baseUrl: string;
let running: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApp(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Starting the app compiles and boots PostgreSQL: on a loaded 2-core machine that took over 45 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  running = child;
  return child;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const DANA = { name: 'Durable Dana', email: 'dana@example.org' };

/**
 * Writes through three features (forum post, feedback, meeting request) as
 * Dana, who completed her profile in the first test, and returns their ids
 * once each write has been answered 201.
 */
async function acknowledgedWrites() {
  const created = async (response: Promise<Response>) => {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const admin = (await signIn({ baseUrl }, { account: DEMO_ADMIN_EMAIL })).client;
  const pro = (await signInWithProfile({ baseUrl }, { name: 'Pat Rivera', email: 'pat.rivera@example.org' }, { userType: 'Educator' }))
    .client;
  const applied = await pro.json('/api/professionals/me', 'PUT', { ...PROFESSIONAL_APPLICATION, topics: ['A day in the job'] });
  const professionalId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await admin.json(`/api/admin/professionals/${professionalId}/approve`, 'POST', {})).status).toBe(204);
  const { slots } = (await (await fetch(`${baseUrl}/api/professionals/${professionalId}`)).json()) as { slots: string[] };

  const { client: dana } = await signIn({ baseUrl }, DANA);
  const postId = await created(
    dana.json('/api/forum/posts', 'POST', {
      title: 'Does my data survive a crash?',
      category: 'paying',
      tags: [],
      body: 'Asking for a friend.',
    }),
  );
  const feedbackId = await created(
    dana.json('/api/feedback', 'POST', {
      rating: 5,
      category: 'Other',
      message: 'Still here.',
      usefulness: 9,
      currentTools: 'None',
      featureRequests: 'None',
      willingness_to_pay: 0,
    }),
  );
  const meetingId = await created(dana.json('/api/meetings', 'POST', { professionalId, startsAt: slots[0], topic: 'A day in the job' }));
  return { postId, feedbackId, meetingId };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-restart-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (running && running.exitCode === null) {
    running.kill('SIGTERM');
    await exited(running);
  }
  await rm(dataDir, { recursive: true, force: true });
});

function keepAliveHeader(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: new Agent({ keepAlive: true }) }, (response) => {
      response.resume();
      const value = response.headers['keep-alive'];
      resolve(Array.isArray(value) ? value.join(', ') : value);
    }).on('error', reject);
  });
}

describe('the app with its embedded PostgreSQL', () => {
  it('keeps all data across a clean restart and stops its database on SIGTERM', async () => {
    const first = await startApp();
    // Idle connections outlive a load balancer's 60 s idle timeout (keep-alive.ts), as the header tells clients.
    expect(await keepAliveHeader(`${baseUrl}/api/health`)).toBe('timeout=65');
    const { client } = await signIn({ baseUrl }, DANA);
    const created = await client.json('/api/profile', 'POST', { fullName: 'Durable Dana', userType: 'Educator' });
    expect(created.status).toBe(201);
    const postgres = postmasterPid();
    expect(postgres).toBeGreaterThan(0);

    first.kill('SIGTERM');
    expect(await exited(first)).toEqual({ code: 0, signal: null });
    expect(alive(postgres!)).toBe(false);

    await startApp();
    const profile = await client.fetch('/api/profile');
    expect(profile.status).toBe(200); // the session row survived too
    expect(((await profile.json()) as { profile: { fullName: string } }).profile.fullName).toBe('Durable Dana');
  }, 240_000);

  it('comes up cleanly after kill -9, with one PostgreSQL on the directory and every acknowledged write intact', async () => {
    const crashed = running!;
    // The kill comes straight after the last 201: what was acknowledged must be on disk.
    const written = await acknowledgedWrites();
    const orphan = postmasterPid();
    expect(orphan).toBeGreaterThan(0);
    crashed.kill('SIGKILL');
    await exited(crashed);
    expect(alive(orphan!)).toBe(true); // the database outlived the app

    await startApp();
    expect(alive(orphan!)).toBe(false);
    const current = postmasterPid();
    expect(current).not.toBe(orphan);
    expect(alive(current!)).toBe(true);

    const { client } = await signIn({ baseUrl }, DANA);
    const profile = await client.fetch('/api/profile');
    expect(((await profile.json()) as { profile: { userType: string } }).profile.userType).toBe('Educator');
    const exported = (await (await client.fetch('/api/account/export')).json()) as {
      forum: { posts: { id: string }[] };
      feedback: { id: string }[];
      mentorship: { meetings: { id: string; status: string }[] };
    };
    expect(exported.forum.posts.map((post) => post.id)).toContain(written.postId);
    expect(exported.feedback.map((entry) => entry.id)).toContain(written.feedbackId);
    expect(exported.mentorship.meetings).toContainEqual(expect.objectContaining({ id: written.meetingId, status: 'requested' }));
  }, 240_000);
});
