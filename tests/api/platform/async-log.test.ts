import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, flushLogger } from '@server/logger';

const run = promisify(execFile);
const loggerModule = path.resolve('src/server/logger.ts');

/*
 * Logging must not block the event loop. The server's logger writes stdout through an
 * asynchronous pino destination, and nothing logged before shutdown or exit is lost.
 */
describe('the server log', () => {
  it('writes stdout asynchronously', () => {
    const logger = createLogger('info');
    const stream = (logger as unknown as Record<symbol, { sync: boolean; fd: number }>)[pino.symbols.streamSym]!;
    expect(stream.fd).toBe(1);
    expect(stream.sync).toBe(false);
  });

  it('loses no line when the process flushes and exits, or just exits', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'waypoint-log-'));
    try {
      const script = path.join(dir, 'log.mts');
      await writeFile(
        script,
        `import { createLogger, flushLogger } from ${JSON.stringify(loggerModule)};
const logger = createLogger('info');
for (let i = 0; i < 5000; i++) logger.info({ i, email: 'someone@example.org', path: '/api/me' }, 'request');
if (process.argv[2] === 'flush') await flushLogger(logger);
process.exit(0);
`,
      );
      for (const mode of ['flush', 'exit']) {
        const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), [script, mode], { maxBuffer: 64 * 1024 * 1024 });
        const lines = stdout.trim().split('\n');
        expect(lines).toHaveLength(5000);
        const last = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
        // Fields and redaction as before: no e-mail address in the log.
        expect(last).toMatchObject({ level: 30, i: 4999, path: '/api/me', msg: 'request' });
        expect(last).not.toHaveProperty('email');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('flushLogger resolves for an in-memory destination too', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info('hello');
    await flushLogger(logger);
    expect(lines).toHaveLength(1);
  });
});
