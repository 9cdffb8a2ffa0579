import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';

describe('the language a question is written in', () => {
  it('reads Spanish and English questions as such', () => {
    expect(questionLanguage('¿Cuánto pagaría al mes por $30,000 en préstamos?')).toBe('es');
    expect(questionLanguage('How much would I pay at Ohio State if my family makes $45,000?')).toBe('en');
  });

  it('does not count words both languages use: a Spanish cry for help stays Spanish', () => {
    expect(questionLanguage('a veces me quiero morir')).toBe('es');
    expect(questionLanguage('me siento muy triste')).toBe('es');
  });

  it('keeps the page language when too few words tell', () => {
    expect(questionLanguage('$40,000 nursing?')).toBeNull();
    expect(questionLanguage('a me')).toBeNull();
  });
});
