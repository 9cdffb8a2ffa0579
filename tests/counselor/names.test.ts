import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import {
  CAREER_ALIASES,
  COLLEGE_ALIASES,
  collegeEntry,
  MAJOR_ALIASES,
  readQuestionFacts,
  withAliases,
  type CatalogNames,
} from '@domain/counselor/question-facts';
import { memoryCatalog } from '@server/features/counselor/counselor.catalog';
import { lookupCollege } from '@server/features/counselor/counselor.tools';

// Every institution the app loads at start (data/snapshot), not only the curated rows of src/data.
const SNAPSHOT_COLLEGES: { unitId: number; name: string }[] = readFileSync(
  fileURLToPath(new URL('../../data/snapshot/colleges.ndjson', import.meta.url)),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { unitId: number; name: string });
/*
 * The counselor's alias tables against the real catalog: every alias points at a row that exists in
 * src/data, and the everyday words students use land on the right major, career or college.
 */

const names: CatalogNames = {
  majors: MAJORS.map((m) => withAliases(m.cip, m.name, MAJOR_ALIASES)),
  careers: CAREERS.map((c) => withAliases(c.socCode, c.title, CAREER_ALIASES)),
  colleges: COLLEGES.map((c) => collegeEntry(String(c.unitId), c.name)),
};
const majorCip = (name: string) => MAJORS.find((m) => m.name === name)!.cip;
const careerSoc = (title: string) => CAREERS.find((c) => c.title === title)!.socCode;
const collegeId = (name: string) => String(COLLEGES.find((c) => c.name === name)!.unitId);

describe('alias tables', () => {
  it('every major alias points at a major in src/data', () => {
    const missing = Object.keys(MAJOR_ALIASES).filter((cip) => !MAJORS.some((m) => m.cip === cip));
    expect(missing).toEqual([]);
  });
  it('every career alias points at a career in src/data', () => {
    const missing = Object.keys(CAREER_ALIASES).filter((soc) => !CAREERS.some((c) => c.socCode === soc));
    expect(missing).toEqual([]);
  });
  it('every college alias points at a college of the catalog snapshot', () => {
    const missing = Object.keys(COLLEGE_ALIASES).filter((id) => !SNAPSHOT_COLLEGES.some((c) => String(c.unitId) === id));
    expect(missing).toEqual([]);
  });
  it('no alias is written twice for the same row', () => {
    for (const table of [MAJOR_ALIASES, CAREER_ALIASES, COLLEGE_ALIASES])
      for (const aliases of Object.values(table)) expect(new Set(aliases).size).toBe(aliases.length);
  });
});

describe('everyday words for majors and careers', () => {
  it.each([
    ['comp sci with 40k of loans', 'Computer science'],
    ['Is a CS degree worth $80,000?', 'Computer science'],
    ['nursing school for 30 grand', 'Nursing (registered nursing)'],
    ['pre-med and $50k in loans', 'Biology'],
    ['psych major, is 20k ok', 'Psychology'],
    ['poli sci with $35,000 of debt', 'Political science'],
    ['business with 25k', 'Business administration and management'],
    ['speech pathology, 45k', 'Communication disorders'],
    ['fashion design for $60,000', 'Apparel and textiles'],
    ['HR degree with 30k', 'Human resources management'],
  ])('%s → %s', (question, major) => {
    expect(readQuestionFacts(question, names).major).toBe(majorCip(major));
  });

  it.each([
    ['welding school for $15,000', 'Welders, cutters, solderers and brazers'],
    ['is 10k ok to become an electrician', 'Electricians'],
    ['plumber apprenticeship, $5,000 in loans', 'Plumbers, pipefitters and steamfitters'],
    ['HVAC program, 12k', 'HVAC mechanics and installers'],
    ['lawyer, $150k', 'Lawyers'],
    ['vet school for $200,000', 'Veterinarians'],
    ['PA school, $120,000', 'Physician assistants'],
    ['rad tech program for 20k', 'Radiologic technologists'],
  ])('%s → %s', (question, career) => {
    expect(readQuestionFacts(question, names).career).toBe(careerSoc(career));
  });

  it('"teacher" is the teacher-education major (a bachelor’s borrower’s path); "high school teacher" the career', () => {
    expect(readQuestionFacts('teacher with 40k', names).major).toBe(majorCip('Elementary and early childhood teacher education'));
    expect(readQuestionFacts('I want to be a high school teacher, 30k ok?', names).career).toBe(careerSoc('High school teachers'));
  });

  it('"engineering" alone names no single major', () => {
    expect(readQuestionFacts('engineering with $40,000 of loans', names).major).toBeNull();
  });
});

describe('short names of well-known colleges, against every college of the catalog snapshot', () => {
  const everyCollege: CatalogNames = { ...names, colleges: SNAPSHOT_COLLEGES.map((c) => collegeEntry(String(c.unitId), c.name)) };
  const snapshotId = (name: string) => String(SNAPSHOT_COLLEGES.find((c) => c.name === name)!.unitId);

  it.each([
    ['How much does Harvard cost?', 'Harvard University'],
    ['Is Stanford worth $60,000 of loans?', 'Stanford University'],
    ['MIT for 40k', 'Massachusetts Institute of Technology'],
    ['¿Cuánto cuesta Georgia Tech?', 'Georgia Institute of Technology-Main Campus'],
    ['NYU with $80,000', 'New York University'],
    ['How much does Ohio State cost?', 'Ohio State University-Main Campus'],
  ])('%s → %s', (question, college) => {
    expect(readQuestionFacts(question, everyCollege).college).toBe(snapshotId(college));
  });

  it('a short name two colleges go by names neither: the counselor asks which', () => {
    const facts = readQuestionFacts('Is USC worth 50k?', everyCollege);
    expect(facts.college).toBeNull();
    expect(facts.collegeCandidates.map((id) => SNAPSHOT_COLLEGES.find((c) => String(c.unitId) === id)!.name).sort()).toEqual([
      'University of South Carolina-Columbia',
      'University of Southern California',
    ]);
  });
});

describe('colleges in the real catalog', () => {
  it.each([
    ['University of Michigan-Ann Arbor, 40k?', 'University of Michigan-Ann Arbor'],
    ['the University of Michigan for $40,000', 'University of Michigan-Ann Arbor'],
    ['Ohio State with $25,000', 'Ohio State University-Main Campus'],
    ['Penn State, 30k', 'Pennsylvania State University-Main Campus'],
    ['UT Austin for $20k', 'The University of Texas at Austin'],
    ['UCLA and $50k', 'University of California-Los Angeles'],
    ['Texas A&M, 28k', 'Texas A&M University-College Station'],
    ['Ole Miss for 35k', 'University of Mississippi'],
  ])('%s → %s', (question, college) => {
    expect(readQuestionFacts(question, names).college).toBe(collegeId(college));
  });

  it('"community college" and "state school" name no college', () => {
    for (const question of ['Is $10,000 ok for community college?', 'a state school for 20k', 'Is a technical college worth $8,000?']) {
      const facts = readQuestionFacts(question, names);
      expect(facts.college).toBeNull();
      expect(facts.collegeCandidates).toEqual([]);
    }
  });

  it('ambiguous names list their candidates', () => {
    const candidates = (question: string) =>
      readQuestionFacts(question, names)
        .collegeCandidates.map((id) => COLLEGES.find((c) => String(c.unitId) === id)!.name)
        .sort();
    expect(candidates('University of California for $40,000?')).toEqual([
      'University of California-Berkeley',
      'University of California-Los Angeles',
    ]);
    expect(candidates('UMass, 30k')).toEqual(['University of Massachusetts-Amherst', 'University of Massachusetts-Boston']);
    expect(candidates('Is U of M worth 50k?')).toContain('University of Michigan-Ann Arbor');
    expect(candidates('Is U of M worth 50k?')).toContain('University of Minnesota-Twin Cities');
  });

  it('the model’s college tool uses the same matcher', async () => {
    const catalog = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES });
    expect((await lookupCollege(catalog, 'Ohio State')).data.map((c) => c.name)).toEqual(['Ohio State University-Main Campus']);
    expect((await lookupCollege(catalog, 'community college')).data).toEqual([]);
    expect((await lookupCollege(catalog, 'University of California')).data.map((c) => c.name).sort()).toEqual([
      'University of California-Berkeley',
      'University of California-Los Angeles',
    ]);
  });
});
