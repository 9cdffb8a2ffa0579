import { describe, expect, it } from 'vitest';
import { SCHOLARSHIP_GUIDE, SCHOLARSHIPS } from '@data/scholarships';
import { SCHOLARSHIP_GUIDE_ES, SCHOLARSHIPS_ES } from './scholarships-es';

describe('the scholarship directory in Spanish', () => {
  it('has the amount and eligibility of every scholarship, and no entry for one that is not in the directory', () => {
    const ids = SCHOLARSHIPS.map((scholarship) => scholarship.id);
    expect(ids.filter((id) => !(id in SCHOLARSHIPS_ES))).toEqual([]);
    expect(Object.keys(SCHOLARSHIPS_ES).filter((id) => !ids.includes(id))).toEqual([]);
    for (const [id, texts] of Object.entries(SCHOLARSHIPS_ES)) {
      expect([id, texts.amount.trim().length > 0, texts.eligibility.trim().length > 0]).toEqual([id, true, true]);
      expect([id, texts.eligibility === SCHOLARSHIPS.find((s) => s.id === id)?.eligibility]).toEqual([id, false]);
    }
  });

  it('keeps every dollar figure of the sponsor (only the words around them are translated)', () => {
    const dollars = (text: string) => (text.match(/\$[\d,.]+/g) ?? []).sort();
    for (const scholarship of SCHOLARSHIPS) {
      const spanish = SCHOLARSHIPS_ES[scholarship.id]!;
      expect([scholarship.id, dollars(spanish.amount)]).toEqual([scholarship.id, dollars(scholarship.amount)]);
      expect([scholarship.id, dollars(spanish.eligibility)]).toEqual([scholarship.id, dollars(scholarship.eligibility)]);
    }
  });

  it('translates the guide item for item, with a label for every link', () => {
    for (const part of ['whereToLook', 'howToApply'] as const) {
      expect(SCHOLARSHIP_GUIDE_ES[part]).toHaveLength(SCHOLARSHIP_GUIDE[part].length);
      SCHOLARSHIP_GUIDE[part].forEach((item, index) => expect(Boolean(SCHOLARSHIP_GUIDE_ES[part][index]?.linkLabel)).toBe(Boolean(item.link)));
    }
    expect(SCHOLARSHIP_GUIDE_ES.scams.warningSigns).toHaveLength(SCHOLARSHIP_GUIDE.scams.warningSigns.length);
    expect(SCHOLARSHIP_GUIDE_ES.scams.whatToDo).toHaveLength(SCHOLARSHIP_GUIDE.scams.whatToDo.length);
  });
});
