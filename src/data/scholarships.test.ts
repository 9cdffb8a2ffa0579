import { describe, expect, it } from 'vitest';
import { expectCitation } from './expect-citation';
import { GRADE_LEVELS, SCHOLARSHIP_BASES, SCHOLARSHIP_FIELDS, scholarshipIdSchema } from '../domain/scholarships/schemas';
import { searchScholarships } from '../domain/scholarships/search';
import { findScholarship, OMITTED_SCHOLARSHIPS, SCHOLARSHIP_GUIDE, SCHOLARSHIPS } from './scholarships';



describe('SCHOLARSHIPS', () => {
  it('lists at least 60 scholarships with unique slug ids and names', () => {
    expect(SCHOLARSHIPS.length).toBeGreaterThanOrEqual(60);
    const ids = SCHOLARSHIPS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SCHOLARSHIPS.map((s) => s.name)).size).toBe(ids.length);
    for (const id of ids) expect(scholarshipIdSchema.safeParse(id).success, id).toBe(true);
  });

  it.each(SCHOLARSHIPS.map((s) => [s.id, s] as const))('%s is complete and consistent', (_id, s) => {
    expect(s.name.trim()).toBe(s.name);
    expect(s.sponsor.length).toBeGreaterThan(2);
    expect(s.amount.length).toBeGreaterThan(2);
    if (s.amountMax !== null) {
      expect(Number.isInteger(s.amountMax) && s.amountMax > 0).toBe(true);
      // The headline number must appear in the published text, so the filter matches what the page says.
      expect(s.amount).toContain(`$${s.amountMax.toLocaleString('en-US')}`);
    }
    if (s.usualDeadlineMonth !== null) expect(Number.isInteger(s.usualDeadlineMonth) && s.usualDeadlineMonth >= 1 && s.usualDeadlineMonth <= 12).toBe(true);
    expect(s.gradeLevels.length).toBeGreaterThan(0);
    expect(new Set(s.gradeLevels).size).toBe(s.gradeLevels.length);
    for (const level of s.gradeLevels) expect(GRADE_LEVELS).toContain(level);
    expect(s.fields.length).toBeGreaterThan(0);
    expect(new Set(s.fields).size).toBe(s.fields.length);
    for (const field of s.fields) expect(SCHOLARSHIP_FIELDS).toContain(field);
    if (s.fields.includes('any')) expect(s.fields).toEqual(['any']);
    if (s.basis !== null) expect(SCHOLARSHIP_BASES).toContain(s.basis);
    // A sentence ends after a lower-case word, digit or bracket; "U.S." and "S.W.E.A.T." do not end one.
    const sentences = s.eligibility.split(/(?<=[a-z0-9)"'][.!?])\s+(?=[A-Z"])/);
    expect(sentences.length).toBeLessThanOrEqual(2);
    expect(s.eligibility.length).toBeLessThanOrEqual(320);
    expect(new URL(s.url).protocol).toBe('https:');
    expectCitation(s.source);
  });

  it('includes the well-known national programs named in the issue', () => {
    for (const id of [
      'coca-cola-scholars',
      'gates-scholarship',
      'jack-kent-cooke-college',
      'dell-scholars',
      'questbridge-national-college-match',
      'elks-most-valuable-student',
      'horatio-alger-national',
      'burger-king-scholars',
      'ron-brown-scholar',
      'hispanic-scholarship-fund',
      'uncf-scholarships',
      'equitable-excellence',
      'regeneron-science-talent-search',
      'davidson-fellows',
      'taco-bell-live-mas',
      'swe-scholarships',
      'dod-smart',
      'nsf-graduate-research-fellowship',
      'american-legion-legacy',
      'jackie-robinson-foundation',
    ]) {
      expect(findScholarship(id), id).toBeDefined();
    }
  });

  it('covers STEM, health, education, arts and trades, and both need- and merit-based awards', () => {
    for (const field of ['stem', 'health', 'education', 'arts', 'trades'] as const) {
      expect(SCHOLARSHIPS.filter((s) => s.fields.includes(field)).length, field).toBeGreaterThanOrEqual(2);
    }
    expect(SCHOLARSHIPS.filter((s) => s.basis === 'need').length).toBeGreaterThanOrEqual(5);
    expect(SCHOLARSHIPS.filter((s) => s.basis === 'merit').length).toBeGreaterThanOrEqual(5);
    for (const level of GRADE_LEVELS) expect(SCHOLARSHIPS.some((s) => s.gradeLevels.includes(level)), level).toBe(true);
  });

  it('works with the directory search: every scholarship is reachable by its own name', () => {
    for (const s of SCHOLARSHIPS) {
      expect(searchScholarships(SCHOLARSHIPS, { q: s.name, pageSize: 50 }).items.map((item) => item.id), s.id).toContain(s.id);
    }
  });

  it('finds nothing for an unknown id', () => {
    expect(findScholarship('no-such-scholarship')).toBeUndefined();
  });

  it('says why each omitted program was left out, and lists none of them', () => {
    expect(OMITTED_SCHOLARSHIPS.length).toBeGreaterThan(0);
    const names = new Set(SCHOLARSHIPS.map((s) => s.name));
    for (const omitted of OMITTED_SCHOLARSHIPS) {
      expect(omitted.reason.length).toBeGreaterThan(10);
      expect(names.has(omitted.name)).toBe(false);
    }
  });
});

describe('SCHOLARSHIP_GUIDE', () => {
  it('has where-to-look and how-to-apply sections with readable text', () => {
    expect(SCHOLARSHIP_GUIDE.whereToLook.length).toBeGreaterThanOrEqual(4);
    expect(SCHOLARSHIP_GUIDE.howToApply.length).toBeGreaterThanOrEqual(5);
    for (const item of [...SCHOLARSHIP_GUIDE.whereToLook, ...SCHOLARSHIP_GUIDE.howToApply]) {
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.body.length).toBeGreaterThan(20);
      if (item.link) expect(new URL(item.link.url).protocol).toBe('https:');
    }
  });

  it('tells students never to pay, lists the FTC warning signs and cites the FTC', () => {
    expect(SCHOLARSHIP_GUIDE.scams.rule).toMatch(/never pay/i);
    expect(SCHOLARSHIP_GUIDE.scams.warningSigns.length).toBeGreaterThanOrEqual(5);
    expect(SCHOLARSHIP_GUIDE.scams.warningSigns.join(' ')).toMatch(/guaranteed/i);
    expect(SCHOLARSHIP_GUIDE.scams.whatToDo.join(' ')).toContain('1-877-382-4357');
    SCHOLARSHIP_GUIDE.scams.sources.forEach(expectCitation);
    expect(SCHOLARSHIP_GUIDE.scams.sources.some((s) => s.url.includes('ftc.gov'))).toBe(true);
  });
});
