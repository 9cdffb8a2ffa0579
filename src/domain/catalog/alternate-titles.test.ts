import { describe, expect, it } from 'vitest';
import { matchedAlternateTitle, prefixTsQuery, searchWords, titleMatches } from './alternate-titles';

describe('searchWords and prefixTsQuery', () => {
  it('keeps runs of letters and digits, lower-cased', () => {
    expect(searchWords('  Registered-Nurse (RN) ')).toEqual(['registered', 'nurse', 'rn']);
    expect(searchWords("nurse's 2nd")).toEqual(['nurse', 's', '2nd']);
    expect(searchWords('%_&|!')).toEqual([]);
  });

  it('builds a prefix tsquery with no operator the user typed', () => {
    expect(prefixTsQuery('Reg nurse')).toBe('reg:* & nurse:*');
    expect(prefixTsQuery("coder' | !x")).toBe('coder:* & x:*');
    expect(prefixTsQuery('   ')).toBeNull();
  });
});

describe('titleMatches', () => {
  it('matches whole words and word prefixes, not the middle of a word', () => {
    expect(titleMatches('Medical Coder', ['coder'])).toBe(true);
    expect(titleMatches('Medical Coder', ['cod'])).toBe(true);
    expect(titleMatches('Encoder Operator', ['coder'])).toBe(false);
    expect(titleMatches('Registered Nurse (RN)', ['rn'])).toBe(true);
    expect(titleMatches('Journeyman Lineman', ['lineman', 'journey'])).toBe(true);
    expect(titleMatches('Journeyman Lineman', [])).toBe(false);
  });
});

describe('matchedAlternateTitle', () => {
  const nurseTitles = ['Charge Nurse', 'Registered Nurse (RN)', 'RN'];

  it('names the shortest matching alternate title', () => {
    expect(matchedAlternateTitle('Registered nurses', nurseTitles, 'rn')).toBe('RN');
    expect(matchedAlternateTitle('Medical records specialists', ['Health Information Coder', 'Coder'], 'CODER')).toBe('Coder');
  });

  it('is null when the career title itself matches, or nothing does', () => {
    expect(matchedAlternateTitle('Registered nurses', nurseTitles, 'nurse')).toBeNull();
    expect(matchedAlternateTitle('Registered nurses', nurseTitles, 'reg nur')).toBeNull();
    expect(matchedAlternateTitle('Registered nurses', nurseTitles, 'plumber')).toBeNull();
    expect(matchedAlternateTitle('Registered nurses', nurseTitles, '  ')).toBeNull();
  });
});
