import { loadLocalSchemas } from '@client/shared/assessment-state/local-store';

/*
 * In the app the router renders a page only once stored values can be validated
 * (localStateReady); client tests render components directly, so the schemas are
 * loaded before each test file, as they are before any page that reads stored values.
 * local-store-lazy.test.ts covers the time before they load, on a fresh module.
 */
await loadLocalSchemas();
