import { describe, expect, it } from 'vitest';
import { choiceAsked, familyIncomeIn } from './choices';
import { questionLanguage } from './question-language';

const all = { college: true, major: true, tradeCareer: false, debt: false };

describe('choiceAsked', () => {
  it('reads a price question only when a college is named', () => {
    expect(choiceAsked('How much would I pay at Ohio State if my family makes $45,000?', { ...all, major: false })).toBe('price');
    expect(choiceAsked('How much would I pay if my family makes $45,000?', { ...all, college: false, major: false })).toBeNull();
    expect(choiceAsked('¿Cuánto pagaría en Ohio State si mi familia gana $45,000?', { ...all, major: false })).toBe('price');
  });

  it('reads program earnings with a college and a major, and not when a debt is named', () => {
    expect(choiceAsked('What do psychology graduates from Ohio State earn?', all)).toBe('program-earnings');
    expect(choiceAsked('¿Cuánto ganan los graduados de psicología de Ohio State?', all)).toBe('program-earnings');
    expect(choiceAsked('Is a $40,000 loan for nursing at Ohio State safe?', { ...all, debt: true })).toBeNull();
  });

  it('reads the real choices', () => {
    expect(choiceAsked('Should I go to community college first or straight to Ohio State?', all)).toBe('community-college-first');
    expect(choiceAsked('¿Me conviene empezar primero en un college comunitario?', { ...all, college: false })).toBe(
      'community-college-first',
    );
    expect(choiceAsked('Should I do an electrician apprenticeship instead of my degree?', { ...all, tradeCareer: true })).toBe(
      'trade-vs-degree',
    );
    expect(choiceAsked('Is psychology at Ohio State worth it?', all)).toBe('worth-it');
    expect(choiceAsked('¿Vale la pena estudiar enfermería?', { ...all, college: false })).toBe('worth-it');
    expect(choiceAsked('Is it worth it?', { college: false, major: false, tradeCareer: false, debt: false })).toBeNull();
  });
});

describe('familyIncomeIn', () => {
  it('finds the family income, not a loan', () => {
    expect(familyIncomeIn('How much would I pay at Ohio State if my family makes $45,000?')).toBe(45000);
    expect(familyIncomeIn('Our family income is 60k, what is the price at UCLA?')).toBe(60000);
    expect(familyIncomeIn('¿Cuánto pagaría en Ohio State si mi familia gana $45,000?')).toBe(45000);
    expect(familyIncomeIn('¿Cuánto pagaría en Ohio State si mi familia gana 45,000 dólares?')).toBe(45000);
    expect(familyIncomeIn('¿Cuánto pagaría en Ohio State si mi familia gana 45 mil dólares?')).toBe(45000);
    expect(familyIncomeIn('Is a $40,000 loan for nursing safe?')).toBeNull();
  });
});

describe('questionLanguage', () => {
  it('tells Spanish from English and leaves unclear questions to the page', () => {
    expect(questionLanguage('¿Es buena idea pedir un préstamo de $80,000 para estudiar psicología?')).toBe('es');
    expect(questionLanguage('Is a $40,000 loan for nursing at Ohio State safe?')).toBe('en');
    expect(questionLanguage('$40,000 nursing?')).toBeNull();
  });
});
