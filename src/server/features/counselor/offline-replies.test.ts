import { describe, expect, it } from 'vitest';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { SCHOLARSHIP_GUIDE } from '@data/scholarships';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO, COSTLY_RULE_TEXT } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { GRADE_TABLE } from '@domain/finance/grade';
import { translate } from '@server/shared/messages';
import { HORIZON } from './counselor.facts';
import { gradeExplanationWords, offlineWords } from './offline-lines';
import { SCHOLARSHIP_PLACE_KEYS } from './offline-money';

/*
 * The offline counselor's English repeats texts that live elsewhere: the grade table's explanations, the scholarship
 * guide, the costly-major rule, the earnings horizons. The catalog holds them so Spanish can say the same; these
 * checks fail when the original changes and the catalog's English was not changed with it.
 */
const t = translate('en');
const english = offlineWords('en');

describe("the offline counselor's English", () => {
  it("explains every grade with the grade table's own words", () => {
    for (const row of GRADE_TABLE) expect([row.grade, gradeExplanationWords(english, row.grade, '')]).toEqual([row.grade, row.explanation]);
  });

  it("lists the scholarship guide's first five places to look, and its scam rule, as the guide writes them", () => {
    const guide = SCHOLARSHIP_GUIDE.whereToLook
      .slice(0, 5)
      .map((item) => `- **${item.title}**: ${item.body}${item.link ? ` ([${item.link.label}](${item.link.url}))` : ''}`);
    expect(SCHOLARSHIP_PLACE_KEYS.map((key) => t(key))).toEqual(guide);
    expect(t('counselor-replies.offline.scholarshipScamRule')).toBe(SCHOLARSHIP_GUIDE.scams.rule);
  });

  it('states the costly-major rule and the missing family loans as the finance rules do', () => {
    expect(t('counselor-replies.offline.costlyRule', { ratio: COSTLY_MAJOR_RATIO, grade: COSTLY_BELOW_GRADE })).toBe(COSTLY_RULE_TEXT);
    expect(t('counselor-replies.offline.familyLoansNotInData')).toBe(
      `${ADDED_FAMILY_DEBT.parentPlus.note} ${ADDED_FAMILY_DEBT.private.note}`,
    );
  });

  it("names earnings horizons with the site's labels and the facts' own words", () => {
    expect(t('counselor-replies.offline.horizon.early')).toBe(EARNINGS_HORIZON_LABELS['early-career'].short);
    expect(t('counselor-replies.offline.horizon.allWorkers')).toBe(EARNINGS_HORIZON_LABELS['all-workers'].short);
    expect(t('counselor-replies.offline.horizon.allWorkersNotStarting')).toBe(HORIZON.allWorkers);
    expect(t('counselor-replies.offline.horizon.salary')).toBe(HORIZON.salary);
    expect(t('counselor-replies.offline.horizon.expected')).toBe(HORIZON.expected);
  });

  it('words a grade the catalog does not know with the English it was given', () => {
    expect(gradeExplanationWords(offlineWords('es'), 'Z', 'As given.')).toBe('As given.');
    expect(gradeExplanationWords(offlineWords('es'), 'A+', 'As given.')).toMatch(/^Tu deuda planeada/);
  });
});
