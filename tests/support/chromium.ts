/*
 * The Chromium that the browser tests and the Lighthouse bench drive: the system's (or CHROMIUM_PATH), without the
 * sandbox a container lacks, and without the background traffic (updates, sync, QUIC) that would skew a timing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
