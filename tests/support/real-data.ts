import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The official files in ../shared/data (never copied into the project).
 * `.ci/run` sets WAYPOINT_REQUIRE_REAL_DATA=1 whenever that folder is there, so
 * a check that cannot read its file fails loudly instead of skipping silently.
 */
export const sharedDataDir = process.env.WAYPOINT_SHARED_DATA ?? path.resolve(import.meta.dirname, '../../../shared/data');
export const realDataRequired = process.env.WAYPOINT_REQUIRE_REAL_DATA === '1';

export const sharedDataFile = (...parts: string[]) => path.join(sharedDataDir, ...parts);

export function canRun(command: string): boolean {
  try {
    execFileSync(command, ['--help'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the real-data check can run: its files exist (and bzip2 for .bz2).
 * When real data is required and a file is unreadable, throws, failing the test file.
 */
export function haveRealFiles(files: string[], what: string): boolean {
  const missing = files.filter((file) => !existsSync(file));
  const needsBzip2 = files.some((file) => file.endsWith('.bz2'));
  const problem = missing.length ? `missing ${missing.join(', ')}` : needsBzip2 && !canRun('bzip2') ? 'bzip2 is not installed' : null;
  if (problem && realDataRequired) throw new Error(`${what}: ${problem} (WAYPOINT_REQUIRE_REAL_DATA=1, shared data at ${sharedDataDir}).`);
  return problem === null;
}
