// Browser tests use Debian's Chromium, never a downloaded browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${path}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then run the tests again.`,
  );
  process.exit(1);
}
console.log(`Chromium is missing at ${path}; installing Debian's chromium package…`);
const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update']);
run(['install', '-y', '--no-install-recommends', 'chromium']);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
