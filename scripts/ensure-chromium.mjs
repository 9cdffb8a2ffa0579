// Browser tests use Debian's Chromium, never a downloaded browser build: its headless shell when it is installed
// (tests/support/chromium.ts prefers it: the same specs cost the browser about half the CPU seconds), else the full
// browser. As root, a missing headless shell is installed; without root a full Chromium is enough.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
if (existsSync(HEADLESS_SHELL)) process.exit(0);

if (process.getuid?.() !== 0) {
  if (existsSync(FULL)) process.exit(0);
  console.error(
    `Chromium is missing at ${FULL}: install it with "sudo apt-get install -y chromium-headless-shell" (or "chromium", or set CHROMIUM_PATH), then run the tests again.`,
  );
  process.exit(1);
}

const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
function install(pkg) {
  try {
    apt(['install', '-y', '--no-install-recommends', pkg]);
  } catch {
    // An outdated package list: refresh it once and try again.
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', pkg]);
  }
}

console.log(`Chromium's headless shell is missing at ${HEADLESS_SHELL}; installing Debian's chromium-headless-shell package…`);
try {
  install('chromium-headless-shell');
} catch (error) {
  if (existsSync(FULL)) {
    console.log(`Could not install the headless shell (${error.message}); the browser tests use ${FULL}.`);
    process.exit(0);
  }
  console.log(`Could not install the headless shell (${error.message}); installing Debian's chromium package…`);
  install('chromium');
}
if (!existsSync(HEADLESS_SHELL) && !existsSync(FULL)) {
  console.error(`apt-get finished but neither ${HEADLESS_SHELL} nor ${FULL} is there.`);
  process.exit(1);
}
