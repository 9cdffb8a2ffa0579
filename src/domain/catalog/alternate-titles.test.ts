import { describe, expect, it } from 'vitest';
import { exactTitleForms, matchedAlternateTitle, prefixTsQuery, searchRank, searchWords, titleMatches } from './alternate-titles';

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

describe('searchRank', () => {
  // Titles and alternate titles as O*NET publishes them (a few of each), in the order a plain title search gave them.
  const careers = [
    { title: 'Airline Pilots, Copilots, and Flight Engineers', alternates: ['Airline Captain', 'Copilot', 'First Officer'] },
    { title: 'Commercial Pilots', alternates: ['Charter Pilot', 'Co-Pilot', 'Corporate Pilot'] },
    { title: 'Couriers and Messengers', alternates: ['Bicycle Messenger', 'Courier', 'Copy Messenger'] },
    { title: 'Detectives and Criminal Investigators', alternates: ['Detective', 'Undercover Cop'] },
    { title: "Police and Sheriff's Patrol Officers", alternates: ['Animal Cop', 'Cop', 'Deputy Sheriff', 'Patrol Officer'] },
    { title: 'Electrical and Electronics Engineers', alternates: ['Electrical Engineer'] },
    { title: 'Electricians', alternates: ['Journeyman Electrician', 'Maintenance Electrician', 'Wireman'] },
    { title: 'Helpers--Electricians', alternates: ["Electrician's Helper", 'Electrician Apprentice'] },
  ];
  const ranked = (query: string) =>
    [...careers]
      .sort((a, b) => searchRank(a.title, a.alternates, query) - searchRank(b.title, b.alternates, query) || a.title.localeCompare(b.title))
      .map((career) => career.title);

  it('puts the occupation an exact alternate title names first: "Cop" is a police officer, not a copilot', () => {
    expect(ranked('Cop')[0]).toBe("Police and Sheriff's Patrol Officers");
    expect(ranked('cops')[0]).toBe("Police and Sheriff's Patrol Officers");
    expect(searchRank("Police and Sheriff's Patrol Officers", careers[4]!.alternates, 'Cop')).toBe(0);
    // A title word that only starts with the query ranks after the exact name.
    expect(searchRank('Airline Pilots, Copilots, and Flight Engineers', careers[0]!.alternates, 'Cop')).toBe(1);
  });

  it('puts the exact title first, singular or plural: "electrician" is Electricians, not their helpers', () => {
    expect(ranked('electrician')[0]).toBe('Electricians');
    expect(ranked('Electricians')[0]).toBe('Electricians');
    expect(searchRank('Helpers--Electricians', careers[7]!.alternates, 'electrician')).toBe(1);
  });

  it('ranks title words, then alternate titles, then text inside a title, then the rest', () => {
    expect(searchRank('Electricians', [], 'elec')).toBe(1);
    expect(searchRank('Registered Nurses', ['RN', 'Charge Nurse'], 'charge')).toBe(2);
    expect(searchRank('Paralegals and Legal Assistants', [], 'legals')).toBe(3);
    expect(searchRank('Paralegals and Legal Assistants', [], 'court')).toBe(4);
    expect(searchRank('Paralegals and Legal Assistants', [], '  %% ')).toBe(4);
  });
});

describe('exactTitleForms', () => {
  it('takes the words as typed and the singular or plural by a final s', () => {
    expect(exactTitleForms('  Electrician ')).toEqual(['electrician', 'electricians']);
    expect(exactTitleForms('Cops')).toEqual(['cops', 'copss', 'cop']);
    expect(exactTitleForms('&&')).toEqual([]);
  });
});
