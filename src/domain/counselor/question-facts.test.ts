import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAREER_ALIASES,
  collegeEntry,
  financeAsVerb,
  findNamed,
  MAJOR_ALIASES,
  matchColleges,
  moneyAmounts,
  namedInOrder,
  nameTokens,
  readAmounts,
  readQuestionFacts,
  withAliases,
  wordsToNumber,
  type CatalogNames,
} from './question-facts';

// A small catalog in the shape of src/data's rows (the domain reads no data).
const names: CatalogNames = {
  majors: [
    ['42.01', 'Psychology'],
    ['50.07', 'Fine and studio arts'],
    ['50.04', 'Design and applied arts'],
    ['12.05', 'Culinary arts'],
    ['51.38', 'Nursing (registered nursing)'],
    ['11.07', 'Computer science'],
    ['11.01', 'Computer and information sciences'],
    ['52.08', 'Finance'],
  ].map(([key, name]) => withAliases(key!, name!, MAJOR_ALIASES)),
  careers: [
    ['27-1011.00', 'Art directors'],
    ['13-2072.00', 'Loan officers'],
    ['47-2111.00', 'Electricians'],
    ['29-1141.00', 'Registered nurses'],
    ['19-3033.00', 'Clinical and counseling psychologists'],
    ['47-2152.00', 'Plumbers, pipefitters and steamfitters'],
  ].map(([key, name]) => withAliases(key!, name!, CAREER_ALIASES)),
  colleges: [
    { key: '100751', names: ['The University of Alabama'] },
    { key: '100663', names: ['University of Alabama at Birmingham'] },
    { key: '100858', names: ['Auburn University'] },
  ],
};

describe('moneyAmounts', () => {
  it.each([
    ['$60,000', 60000],
    ['60k', 60000],
    ['$25K', 25000],
    ['40,000 dollars', 40000],
    ['$1.2 million', 1_200_000],
    ['2.5m', 2_500_000],
    ['$45,500.50', 45500.5],
    ['sixty thousand', 60000],
    ['sixty-five thousand dollars', 65000],
    ['a hundred and twenty thousand', 120000],
    ['one hundred twenty thousand', 120000],
    ['thirty grand', 30000],
    ['$ 7000', 7000],
  ])('reads %s as %d', (text, value) => {
    expect(moneyAmounts(`I might borrow ${text} for school`).map((a) => a.value)).toEqual([value]);
  });

  it('ignores numbers with no money cue: years, ages, percents, grades', () => {
    expect(moneyAmounts('I am 17, in grade 11, and college takes 4 years at 6.39%')).toEqual([]);
  });

  it('keeps the order of the question', () => {
    expect(moneyAmounts('If I earn $40k and borrow $60,000').map((a) => a.value)).toEqual([40000, 60000]);
  });

  it('reads a Spanish question: dólares, "mil" as a thousand, dots grouping thousands, millones', () => {
    const values = (question: string) => moneyAmounts(question).map((a) => a.value);
    expect(values('¿Cuánto pagaría si mi familia gana 45,000 dólares?')).toEqual([45000]);
    expect(values('¿Cuánto pagaría si mi familia gana 45 mil dólares?')).toEqual([45000]);
    expect(values('¿Es buena idea un préstamo de 45.000 dolares?')).toEqual([45000]);
    expect(values('¿Y si la deuda es de 1.5 millones de dólares?')).toEqual([1_500_000]);
    expect(values('Mi familia gana 1.250.000 dólares al año')).toEqual([1_250_000]);
    // English keeps its slang: "mil" is a million, and a dot is a decimal point.
    expect(values('What if I borrow 1.2 mil for med school?')).toEqual([1_200_000]);
    expect(values('I walk 10 miles to a school that costs 45.5k')).toEqual([45500]);
  });
});

describe('wordsToNumber', () => {
  it.each([
    ['sixty', 60],
    ['a hundred', 100],
    ['two hundred and fifty', 250],
    ['ninety-nine', 99],
  ])('%s → %d', (words, value) => expect(wordsToNumber(words)).toBe(value));
  it('rejects other words and 1,000 or more', () => {
    expect(wordsToNumber('lots')).toBeNull();
    expect(wordsToNumber('ten hundred')).toBeNull();
  });
});

describe('readAmounts', () => {
  it('tells a salary from a loan', () => {
    expect(readAmounts('If I earn $45,000, is borrowing $60,000 ok?')).toEqual({
      salary: 45000,
      debt: { total: 60000, text: '$60,000', perYear: null, years: null },
    });
    expect(readAmounts('Is 60k of debt ok on a 50k salary?')).toMatchObject({ salary: 50000, debt: { total: 60000 } });
    expect(readAmounts('a job that pays $52,000 and loans of $30,000')).toMatchObject({ salary: 52000, debt: { total: 30000 } });
  });

  it('a yearly loan is multiplied by the years of study, four unless the question says', () => {
    expect(readAmounts('I will borrow $20,000 a year').debt).toEqual({ total: 80000, text: '$20,000', perYear: 20000, years: 4 });
    expect(readAmounts('borrowing 15k per year for 2 years').debt).toMatchObject({ total: 30000, years: 2 });
    expect(readAmounts('10k each year of a two-year degree').debt).toMatchObject({ total: 20000, years: 2 });
  });

  it('a price is not a loan', () => {
    expect(readAmounts('Tuition is $30,000 and I would borrow $10,000').debt?.total).toBe(10000);
    expect(readAmounts('It costs $50k').debt).toBeNull();
  });

  it('money the student has is not a loan', () => {
    expect(readAmounts('I saved $5,000 and would borrow $20,000').debt?.total).toBe(20000);
    expect(readAmounts('I have $10k in savings').debt).toBeNull();
    expect(readAmounts('I got a $3,000 scholarship').debt).toBeNull();
    expect(readAmounts('I will have $60,000 in loans').debt?.total).toBe(60000);
  });

  it('paying back a loan is not a salary', () => {
    expect(readAmounts('How long is paying back $60,000?')).toMatchObject({ salary: null, debt: { total: 60000 } });
  });
});

describe('findNamed', () => {
  it('matches whole words only, never inside a longer word', () => {
    expect(findNamed('should i study art', names.careers)).toEqual([]);
    expect(findNamed('my partner studies', names.majors)).toEqual([]);
  });

  it('"art" is the fine-arts major, not "art directors"; "culinary arts" is culinary arts', () => {
    expect(findNamed('Should I take $120,000 in loans to study art?', names.majors)).toEqual(['50.07']);
    expect(findNamed('Should I take $120,000 in loans to study art?', names.careers)).toEqual([]);
    expect(findNamed('is culinary arts worth it', names.majors)).toEqual(['12.05']);
    expect(findNamed('I want to be an art director', names.careers)).toEqual(['27-1011.00']);
  });

  it('the longest, most specific name wins', () => {
    expect(findNamed('computer and information sciences', names.majors)[0]).toBe('11.01');
    expect(findNamed('University of Alabama at Birmingham', names.colleges)).toEqual(['100663']);
    expect(findNamed('the University of Alabama', names.colleges)).toEqual(['100751']);
  });

  it('folds plurals and reads names inside parentheses and aliases', () => {
    expect(findNamed('I want to be a registered nurse', names.careers)).toEqual(['29-1141.00']);
    expect(findNamed('a nursing degree', names.majors)).toEqual(['51.38']);
    expect(findNamed('I want to be a psychologist', names.majors)).toEqual(['42.01']);
    expect(findNamed('becoming a plumber', names.careers)).toEqual(['47-2152.00']);
    expect(findNamed('electricians', names.careers)).toEqual(['47-2111.00']);
  });

  it('namedInOrder lists every name in the order asked, for comparisons', () => {
    expect(namedInOrder('Compare psychology and nursing', names)).toEqual({
      majors: ['42.01', '51.38'],
      careers: [],
      colleges: [],
    });
    expect(namedInOrder('Auburn University or the University of Alabama?', names).colleges).toEqual(['100858', '100751']);
  });

  it('lists every entry named, earliest first among equals', () => {
    expect(findNamed('nursing or psychology', names.majors)).toEqual(['51.38', '42.01']);
  });
});

describe('readQuestionFacts', () => {
  it.each([
    ['Is a $60,000 loan for a psychology degree a good idea?', { debt: 60000, major: '42.01', career: null, college: null }],
    [
      'I want to be a psychologist. I will borrow $60,000. Is that safe?',
      { debt: 60000, major: '42.01', career: '19-3033.00', college: null },
    ],
    ['Should I take $120,000 in loans to study art?', { debt: 120000, major: '50.07', career: null, college: null }],
    ['Borrowing sixty thousand for nursing at Auburn University', { debt: 60000, major: '51.38', career: null, college: '100858' }],
    ['Is 40k too much to become an electrician?', { debt: 40000, major: null, career: '47-2111.00', college: null }],
    ['Want to be an art director, is $60,000 ok?', { debt: 60000, major: null, career: '27-1011.00', college: null }],
  ])('%s', (question, expected) => {
    const facts = readQuestionFacts(question, names);
    expect({ debt: facts.debt?.total ?? null, major: facts.major, career: facts.career, college: facts.college }).toEqual(expected);
  });

  it('nothing named, nothing found', () => {
    expect(readQuestionFacts('What will the weather be tomorrow?', names)).toEqual({
      debt: null,
      salary: null,
      major: null,
      career: null,
      college: null,
      collegeCandidates: [],
    });
  });
});

describe('nameTokens', () => {
  it('folds case, accents, apostrophes and simple plurals', () => {
    expect(nameTokens("Sheriff's Nurses & Café Studies")).toEqual(['sheriff', 'nurse', 'and', 'cafe', 'study']);
  });
});

describe('finance: the major, not the verb', () => {
  it.each([
    'How do I finance college?',
    'financing my degree with loans, any tips?',
    'Can I finance a $40k program?',
    'What is the best way to finance school?',
    'I need help to finance my studies',
    'Should we finance it with Parent PLUS?',
    'My finances are tight: is $20,000 ok?',
    'Will financial aid cover it?',
  ])('"%s" names no major', (question) => {
    expect(readQuestionFacts(question, names).major).toBeNull();
  });

  it.each([
    'I want to major in finance',
    'Is it smart to study finance with $30,000 of loans?',
    'finance degree, 40k in debt',
    'Is finance a good major?',
    'Thinking about finance or accounting',
    'Is $38,500 too much to study finance?',
    'I want to go into finance, and finance it with loans',
  ])('"%s" names the Finance major', (question) => {
    expect(readQuestionFacts(question, names).major).toBe('52.08');
  });

  it('only verb uses are rewritten', () => {
    expect(financeAsVerb('how do i finance college')).toBe('how do i pay for college');
    expect(financeAsVerb('a finance major')).toBe('a finance major');
  });
});

describe('colleges: whole names, campus names and aliases', () => {
  const colleges = [
    ['170976', 'University of Michigan-Ann Arbor'],
    ['171100', 'Michigan State University'],
    ['174066', 'University of Minnesota-Twin Cities'],
    ['204796', 'Ohio State University-Main Campus'],
    ['204857', 'Ohio University-Main Campus'],
    ['214777', 'Pennsylvania State University-Main Campus'],
    ['215062', 'University of Pennsylvania'],
    ['228778', 'The University of Texas at Austin'],
    ['110635', 'University of California-Berkeley'],
    ['110662', 'University of California-Los Angeles'],
    ['215239', 'Community College of Philadelphia'],
    ['170790', 'Macomb Community College'],
    ['244437', 'Georgia State University-Perimeter College'],
  ].map(([key, name]) => collegeEntry(key!, name!));
  const match = (text: string) => matchColleges(text.toLowerCase(), colleges);

  it.each([
    ['Is $30k ok for the University of Michigan-Ann Arbor?', '170976'],
    ['University of Michigan, is 40k too much?', '170976'],
    ['Ohio State for $25,000?', '204796'],
    ['Penn State with 50k of loans', '214777'],
    ['UT Austin, $20,000', '228778'],
    ['is ucla worth $60k', '110662'],
    ['Michigan State or bust', '171100'],
    ['Ohio University', '204857'],
    ['Macomb Community College', '170790'],
  ])('%s → %s', (text, key) => {
    expect(match(text)).toEqual({ keys: [key], ambiguous: [] });
  });

  it('"community college", "state university" and a lone state name match no college', () => {
    for (const text of ['I will start at community college', 'a state university in Ohio', 'college in Michigan', 'Is Texas cheap?'])
      expect(match(text)).toEqual({ keys: [], ambiguous: [] });
  });

  it('a campus suffix that is a college of its own gives no short name', () => {
    expect(collegeEntry('244437', 'Georgia State University-Perimeter College').names).toEqual([
      'Georgia State University-Perimeter College',
    ]);
  });

  it('an ambiguous name lists every candidate instead of guessing', () => {
    expect(match('Is $40,000 ok for the University of California?')).toEqual({
      keys: [],
      ambiguous: [{ text: 'university of california', keys: ['110635', '110662'] }],
    });
    expect(match('U of M for 30k')).toEqual({ keys: [], ambiguous: [{ text: 'u of m', keys: ['170976', '174066'] }] });
  });

  it('a curated alias settles a name other campuses share; an alias several colleges carry does not', () => {
    const withCampuses = [
      ...colleges,
      collegeEntry('171137', 'University of Michigan-Dearborn'),
      collegeEntry('171146', 'University of Michigan-Flint'),
    ];
    expect(matchColleges('is the university of michigan worth 40k', withCampuses).keys).toEqual(['170976']);
    expect(matchColleges('university of michigan-flint', withCampuses).keys).toEqual(['171146']);
    expect(matchColleges('u of m', withCampuses).keys).toEqual([]);
  });

  it('names several colleges in the order asked, for comparisons', () => {
    expect(match('Compare UCLA and Penn State').keys).toEqual(['110662', '214777']);
  });

  it('readQuestionFacts gives the candidates when the college is ambiguous', () => {
    const facts = readQuestionFacts('Is $40,000 ok for the University of California?', { ...names, colleges });
    expect(facts.college).toBeNull();
    expect(facts.collegeCandidates).toEqual(['110635', '110662']);
  });
});

describe('name matching by first word', () => {
  // The scan the index replaced: every name of every entry tried at every word, in list order. Names here have no
  // brackets or leading "the", so each name is one phrase.
  function scan(words: string[], entries: { key: string; names: string[]; preferred?: string[] }[]) {
    const found: { key: string; at: number; size: number; nameLength: number; preferred: boolean }[] = [];
    for (const entry of entries)
      for (const name of entry.names) {
        const phrase = nameTokens(name);
        if (!phrase.length) continue;
        for (let at = 0; at + phrase.length <= words.length; at++)
          if (phrase.every((word, offset) => words[at + offset] === word))
            found.push({
              key: entry.key,
              at,
              size: phrase.length,
              nameLength: name.length,
              preferred: entry.preferred?.includes(name) ?? false,
            });
      }
    return found.sort((a, b) => b.size - a.size || a.at - b.at || a.nameLength - b.nameLength);
  }
  function scannedNames(text: string, entries: { key: string; names: string[] }[]) {
    const taken: { key: string; at: number; size: number }[] = [];
    for (const match of scan(nameTokens(text), entries)) {
      const overlaps = taken.some((t) => match.at < t.at + t.size && t.at < match.at + match.size);
      if (!overlaps && !taken.some((t) => t.key === match.key)) taken.push(match);
    }
    return taken.map((match) => match.key);
  }
  const word = fc.constantFrom('ohio', 'state', 'nurse', 'art', 'design', 'university', 'of', 'michigan', 'data', 'science');
  const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const entries = fc.array(
    fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), names: fc.array(name, { minLength: 1, maxLength: 3 }) }),
    { maxLength: 12 },
  );
  const text = fc.array(word, { maxLength: 10 }).map((words) => words.join(' '));

  it('finds what a scan of every name finds, in the same order', () => {
    fc.assert(
      fc.property(entries, text, (list, question) => {
        expect(findNamed(question, list)).toEqual(scannedNames(question, list));
      }),
      { numRuns: 500 },
    );
  });

  it('names the same colleges and the same ambiguous candidates as a scan, ties included', () => {
    function scannedColleges(question: string, list: { key: string; names: string[]; preferred?: string[] }[]) {
      const words = nameTokens(financeAsVerb(question));
      const taken: { at: number; size: number; keys: string[]; preferred: string[] }[] = [];
      for (const match of scan(words, list)) {
        const same = taken.find((t) => t.at === match.at && t.size === match.size);
        if (same) {
          if (!same.keys.includes(match.key)) same.keys.push(match.key);
          if (match.preferred && !same.preferred.includes(match.key)) same.preferred.push(match.key);
          continue;
        }
        if (!taken.some((t) => match.at < t.at + t.size && t.at < match.at + match.size))
          taken.push({ at: match.at, size: match.size, keys: [match.key], preferred: match.preferred ? [match.key] : [] });
      }
      for (const span of taken) if (span.keys.length > 1 && span.preferred.length === 1) span.keys = [...span.preferred];
      taken.sort((a, b) => a.at - b.at);
      const keys: string[] = [];
      for (const span of taken) if (span.keys.length === 1 && !keys.includes(span.keys[0]!)) keys.push(span.keys[0]!);
      const ambiguous = taken
        .filter((span) => span.keys.length > 1 && !span.keys.some((key) => keys.includes(key)))
        .map((span) => ({ text: words.slice(span.at, span.at + span.size).join(' '), keys: [...span.keys].sort() }));
      return { keys, ambiguous };
    }
    fc.assert(
      fc.property(entries, text, (list, question) => {
        const colleges = list.map((entry) => ({ ...entry, preferred: entry.names.slice(0, 1) }));
        expect(matchColleges(question, colleges)).toEqual(scannedColleges(question, colleges));
      }),
      { numRuns: 500 },
    );
  });
});
