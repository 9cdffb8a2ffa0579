import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from '@domain/i18n/locales';

describe('detectLocale', () => {
  it('keeps the language this browser chose before', () => {
    expect(detectLocale('es', ['en-US'])).toBe('es');
    expect(detectLocale('en', ['es-MX'])).toBe('en');
  });
  it('follows the browser preference list (Accept-Language) on a first visit', () => {
    expect(detectLocale(null, ['es-MX', 'en'])).toBe('es');
    expect(detectLocale(null, ['fr-FR', 'es'])).toBe('es');
    expect(detectLocale(undefined, ['en-GB', 'es'])).toBe('en');
  });
  it('falls back to English for a stored value it does not know and languages it does not speak', () => {
    expect(detectLocale('fr', ['de-DE'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });
  it('reads the base language of a tag', () => {
    expect(matchLocale('ES_us')).toBe('es');
    expect(matchLocale('pt-BR')).toBeNull();
  });
});
