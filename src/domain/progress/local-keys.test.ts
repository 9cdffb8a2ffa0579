import { describe, expect, it } from 'vitest';
import { FLAG_KEYS, isFlagKey, LOCAL_KEYS, parseStoredFlag } from './local-keys';
import { LOCAL_SCHEMAS, parseStoredValue } from './local-state';

describe('local-keys.ts, the schema-free half of local state', () => {
  it('lists the keys of LOCAL_SCHEMAS in the same order', () => {
    expect([...LOCAL_KEYS]).toEqual(Object.keys(LOCAL_SCHEMAS));
  });

  it('names as flags exactly the keys whose schema is a boolean', () => {
    const booleans = LOCAL_KEYS.filter((key) => LOCAL_SCHEMAS[key].safeParse(true).success && !LOCAL_SCHEMAS[key].safeParse({}).success);
    expect([...FLAG_KEYS].sort()).toEqual([...booleans].sort());
    expect(isFlagKey('quizResult')).toBe(false);
  });

  it.each([null, 'true', 'false', ' true ', '1', '"true"', 'null', '{}', '[]', '', '{', 'undefined'])(
    'checks a stored flag %j as its zod schema does',
    (raw) => {
      for (const key of FLAG_KEYS) expect(parseStoredFlag(raw)).toEqual(parseStoredValue(key, raw));
    },
  );
});
