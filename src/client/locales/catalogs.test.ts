import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@domain/auth/sign-in-errors';
import {
  FILL_OUT_ALL_FIELDS,
  FULL_NAME_TOO_LONG,
  FUTURE_BIRTH_DATE,
  INVALID_BIRTH_MONTH,
  INVALID_BIRTH_YEAR,
} from '@domain/profile/schemas';
import { messages as en } from '@client/locales/en';
import { messages as es } from '@client/locales/es';
import { SIGN_UP_MESSAGES } from '@client/features/auth/sign-up-messages';
import { NO_USER_MESSAGE, SIGN_UP_FAILED_MESSAGE } from '@client/features/auth/use-complete-profile';

/*
 * Issue 22: the catalogs have the same keys, none empty, and Spanish never shows the English
 * text silently. A Spanish text may equal the English one only for a name or brand listed here.
 */
const SAME_IN_BOTH: readonly string[] = ['Waypoint', 'OK', 'FAFSA', 'O*NET'];
const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

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
    const untranslated = Object.entries(en).filter(([key, text]) => es[key as keyof typeof es] === text && !SAME_IN_BOTH.includes(text));
    expect(untranslated).toEqual([]);
  });

  it('keep the same {placeholders} in both languages', () => {
    const mismatched = Object.keys(en).filter(
      (key) => placeholders(en[key as keyof typeof en]).join() !== placeholders(es[key as keyof typeof es]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe("the spec's literal English strings (spec 8)", () => {
  it('are exactly the domain texts they translate', () => {
    expect(en['validation.fillOutAllFields']).toBe(FILL_OUT_ALL_FIELDS);
    expect(en['validation.invalidBirthYear']).toBe(INVALID_BIRTH_YEAR);
    expect(en['validation.invalidBirthMonth']).toBe(INVALID_BIRTH_MONTH);
    expect(en['validation.futureBirthDate']).toBe(FUTURE_BIRTH_DATE);
    expect(en['validation.fullNameTooLong']).toBe(FULL_NAME_TOO_LONG);
    expect(en['auth.noUser']).toBe(NO_USER_MESSAGE);
    expect(en['auth.signUpFailed']).toBe(SIGN_UP_FAILED_MESSAGE);
    expect(en['auth.error.popupBlocked']).toBe(SIGN_IN_MESSAGES['auth/popup-blocked']);
    expect(en['auth.error.cancelled']).toBe(SIGN_IN_MESSAGES['auth/cancelled-popup-request']);
    expect(en['auth.error.unauthorizedDomain']).toBe(SIGN_IN_MESSAGES['auth/unauthorized-domain']);
    expect(en['auth.error.configurationNotFound']).toBe(SIGN_IN_MESSAGES['auth/configuration-not-found']);
  });

  it('map each known text to the key whose English it is', () => {
    for (const [text, key] of Object.entries(SIGN_UP_MESSAGES)) expect(en[key]).toBe(text);
  });

  it("keep the server's under-13 answer and the catalog's English the same", () => {
    // The client cannot import the server; the route file holds the text as a string literal.
    const routes = readFileSync('src/server/features/profile/profile.routes.ts', 'utf8');
    expect(routes).toContain(JSON.stringify(en['auth.under13']));
  });
});
