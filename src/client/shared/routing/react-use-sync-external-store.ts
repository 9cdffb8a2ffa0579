/*
 * wouter imports useSyncExternalStore from the `use-sync-external-store/shim` package, a fallback
 * for React 17 and older. React 19 has the hook: vite.config.ts points that import here, so the
 * shim's code stays out of the first load.
 */
export { useSyncExternalStore } from 'react';
