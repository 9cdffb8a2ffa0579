import { existsSync } from 'node:fs';

/*
 * The Chromium that the browser tests and the Lighthouse bench drive: the system's (or CHROMIUM_PATH), without the
 * sandbox a container lacks, and without the background traffic (updates, sync, QUIC) that would skew a timing.
 */

/** The full browser in headless mode: Lighthouse and the benches measure what a student's Chromium paints. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's headless shell (package chromium-headless-shell): the same Blink and V8 without the browser's UI and GPU processes. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell when it is installed, else the full browser. On the 2-core runner
 * CPU is the browser suite's limit, and the full browser keeps compositing frames while a test waits: the same specs
 * cost the shell about half the CPU seconds (bench/RESULTS.md, "Test suite time"). scripts/ensure-chromium.mjs
 * installs the shell when it can.
 */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
