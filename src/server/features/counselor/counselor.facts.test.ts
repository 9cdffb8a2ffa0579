import { describe, expect, it } from 'vitest';
import { CAREERS } from '@data/careers';
import { COLLEGES } from '@data/colleges';
import { MAJORS } from '@data/majors';
import { memoryCatalog } from './counselor.catalog';
import { namedRows, resolveQuestionFacts } from './counselor.facts';

/*
 * A new catalog (the shared one is read again every minute) keeps the names it had when its rows name the same things,
 * and is read afresh when a name changed: a renamed college answers to its new name at once, never to the old one.
 */
describe('names of a catalog read again', () => {
  const ohioState = COLLEGES.find((college) => college.name === 'Ohio State University-Main Campus')!;

  it('answers alike from a copy of the same lists, with each catalog’s own rows', async () => {
    const first = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES });
    const copies = COLLEGES.map((college) => ({ ...college }));
    const second = memoryCatalog({ careers: [...CAREERS], majors: [...MAJORS], colleges: copies });
    const question = 'Is $40,000 too much debt for nursing at Ohio State?';
    const before = await resolveQuestionFacts(question, first);
    const after = await resolveQuestionFacts(question, second);
    expect(after.college?.unitId).toBe(ohioState.unitId);
    expect(after).toEqual(before);
    // The rows come from the catalog asked, not from the one the names were first made for.
    expect(after.college).toBe(copies.find((college) => college.unitId === ohioState.unitId));
  });

  it('sees a renamed college in the next catalog', async () => {
    // A college without an everyday alias, so its catalog name is the only name it answers to.
    const auburn = COLLEGES.find((college) => college.name === 'Auburn University')!;
    expect(
      (await namedRows('is auburn university good for nursing', memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES })))
        .colleges,
    ).toEqual([auburn]);
    const renamed = COLLEGES.map((college) => (college.unitId === auburn.unitId ? { ...college, name: 'Plainsman Polytechnic' } : college));
    const catalog = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: renamed });
    expect((await namedRows('is plainsman polytechnic good for nursing', catalog)).colleges.map((c) => c.unitId)).toEqual([auburn.unitId]);
    expect((await namedRows('is auburn university good for nursing', catalog)).colleges).toEqual([]);
  });

  it('sees a changed career title and alternate titles in the next catalog', async () => {
    const electricians = CAREERS.find((career) => career.socCode === '47-2111.00')!;
    const titles = { '47-2111.00': ['Wire Wrangler Apprentice'] };
    await namedRows('electricians', memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES, alternateTitles: {} }));
    const catalog = memoryCatalog({ careers: CAREERS, majors: MAJORS, colleges: COLLEGES, alternateTitles: titles });
    expect((await namedRows('is a wire wrangler apprentice a good job', catalog)).careers).toEqual([electricians]);
  });
});
