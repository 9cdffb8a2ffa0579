import { describe, expect, it } from 'vitest';
import { ADDED_FAMILY_DEBT } from '@data/family-debt';
import { COSTLY_BELOW_GRADE, COSTLY_MAJOR_RATIO, COSTLY_RULE_TEXT } from '@domain/finance/costly';
import { EARNINGS_HORIZON_LABELS } from '@domain/finance/earnings-horizon';
import { outcomes as english } from '@locales/en/outcomes';
import { translator } from '@client/shared/i18n/messages';
import { familyDebtNotes } from './outcome-texts';

const t = translator(english);

describe('the outcomes texts in English', () => {
  it('say exactly what the domain and the data say (English pages unchanged)', () => {
    expect(t('outcomes.costlyRule', { ratio: COSTLY_MAJOR_RATIO, grade: COSTLY_BELOW_GRADE })).toBe(COSTLY_RULE_TEXT);
    expect(familyDebtNotes(t)).toEqual([ADDED_FAMILY_DEBT.parentPlus.note, ADDED_FAMILY_DEBT.private.note]);
    expect(t('outcomes.earlyCareer')).toBe(EARNINGS_HORIZON_LABELS['early-career'].short);
    expect(t('outcomes.allWorkers')).toBe(EARNINGS_HORIZON_LABELS['all-workers'].short);
  });
});
