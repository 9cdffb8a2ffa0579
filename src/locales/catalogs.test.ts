import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@domain/auth/sign-in-errors';
import { messageArguments, parseMessage } from '@domain/i18n/message-format';
import {
  FILL_OUT_ALL_FIELDS,
  FULL_NAME_TOO_LONG,
  FUTURE_BIRTH_DATE,
  INVALID_BIRTH_MONTH,
  INVALID_BIRTH_YEAR,
} from '@domain/profile/schemas';
import { errorKey } from '@locales/keys';
import { messages as enCore } from '@locales/en';
import { messages as esCore } from '@locales/es';
import { AREAS } from '@locales/areas';

/*
 * The catalogs have the same keys, none empty, and Spanish never shows the English
 * text silently. A Spanish text may equal the English one only for a name or brand listed here.
 */
const SAME_IN_BOTH: readonly string[] = ['Waypoint', 'OK', 'FAFSA', 'O*NET', 'Español', 'Social', 'No'];
const argumentsOf = (text: string) => JSON.stringify(messageArguments(text));

type Catalog = Record<string, string>;
const areaCatalogs = await Promise.all(
  Object.entries(AREAS).map(async ([area, loaders]) => ({ area, en: await loaders.en(), es: await loaders.es() })),
);
/** Each whole language: the core and every area. */
const en: Catalog = Object.assign({}, enCore, ...areaCatalogs.map((catalog) => catalog.en));
const es: Catalog = Object.assign({}, esCore, ...areaCatalogs.map((catalog) => catalog.es));

describe('the catalog areas', () => {
  it("hold only keys that start with the area's name (the store finds a key's chunk by it)", () => {
    const stray = areaCatalogs.flatMap(({ area, en: english }) => Object.keys(english).filter((key) => !key.startsWith(`${area}.`)));
    expect(stray).toEqual([]);
  });

  it('use no key twice (an area cannot redefine a core or another area text)', () => {
    const counts = new Map<string, number>();
    for (const catalog of [enCore, ...areaCatalogs.map((c) => c.en)])
      for (const key of Object.keys(catalog)) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('give each area the same keys in both languages', () => {
    for (const { area, en: english, es: spanish } of areaCatalogs)
      expect([area, Object.keys(spanish).sort()]).toEqual([area, Object.keys(english).sort()]);
  });
});

describe('the English and Spanish catalogs', () => {
  it('have the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text', () => {
    for (const catalog of [en, es]) {
      const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('translate every text (same as English only for the allow-listed names and brands)', () => {
    const untranslated = Object.entries(en).filter(([key, text]) => es[key] === text && !SAME_IN_BOTH.includes(text));
    expect(untranslated).toEqual([]);
  });

  it('are well-formed messages (values, plurals, tags)', () => {
    const broken = Object.entries({ ...en, ...es }).flatMap(([key, text]) => {
      try {
        parseMessage(text);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('use the same {values} and <tags> in both languages', () => {
    const mismatched = Object.keys(en).filter((key) => argumentsOf(en[key] ?? '') !== argumentsOf(es[key] ?? ''));
    expect(mismatched).toEqual([]);
  });
});

describe("the spec's literal English strings", () => {
  it('are exactly the domain texts they translate', () => {
    expect(en[errorKey(FILL_OUT_ALL_FIELDS)]).toBe('Please fill out all fields');
    expect(en[errorKey(INVALID_BIRTH_YEAR)]).toBe('Enter a valid year of birth');
    expect(en[errorKey(INVALID_BIRTH_MONTH)]).toBe('Enter a valid month of birth');
    expect(en[errorKey(FUTURE_BIRTH_DATE)]).toBe("Date of birth can't be in the future");
    expect(en[errorKey(FULL_NAME_TOO_LONG)]).toBe('Full name must be 100 characters or fewer');
    expect(en['auth.noUser']).toBe('No user found. Please try signing up again.');
    expect(en['auth.signUpFailed']).toBe('Failed to complete sign up. Please try again.');
    expect(en['auth.error.popupBlocked']).toBe(SIGN_IN_MESSAGES['auth/popup-blocked']);
    expect(en['auth.error.cancelled']).toBe(SIGN_IN_MESSAGES['auth/cancelled-popup-request']);
    expect(en['auth.error.unauthorizedDomain']).toBe(SIGN_IN_MESSAGES['auth/unauthorized-domain']);
    expect(en['auth.error.configurationNotFound']).toBe(SIGN_IN_MESSAGES['auth/configuration-not-found']);
  });
});
