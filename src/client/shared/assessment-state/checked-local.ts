import type { StoredBudget } from '@domain/finance/stored-budget';
import type { LocalKey } from '@domain/progress/local-keys';
import type { LocalValue } from '@domain/progress/local-state';
import { loadedLocalSchemas, loadLocalSchemas, writeLocal } from './local-store';

/* Reading and writing local values with their schemas, apart from local-store.ts so the first visit does not carry them. */

/**
 * The saved premium budget, or null when none is saved or an older version saved another shape
 * (readStoredBudget). A value is only read once the schemas are in, so this needs no import of its own.
 */
export function readSavedBudget(value: LocalValue<'premiumFinancialExpectations'> | undefined): StoredBudget | null {
  if (value === undefined) return null;
  const schemas = loadedLocalSchemas();
  if (schemas) return schemas.readStoredBudget(value);
  void loadLocalSchemas().catch(() => undefined);
  return null;
}

/**
 * Stores a value the app computed after checking it against its schema, so a wrong shape throws here
 * instead of being stored and then read as missing. Pages that write this way load the schemas when
 * they open (loadLocalSchemas); until they are in, the check and the write wait for them.
 */
export function writeLocalChecked<K extends LocalKey>(key: K, value: LocalValue<K>): void {
  const schemas = loadedLocalSchemas();
  if (schemas) {
    writeLocal(key, schemas.LOCAL_SCHEMAS[key].parse(value) as LocalValue<K>);
    return;
  }
  void loadLocalSchemas().then(
    () => writeLocalChecked(key, value),
    // Offline: the value is kept unchecked rather than lost; it is validated when it is next read.
    () => writeLocal(key, value),
  );
}
