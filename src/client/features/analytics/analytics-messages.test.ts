import { describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES } from '@domain/analytics/insights';
import { analytics as en } from '@locales/en/analytics';
import { feedback as feedbackEn } from '@locales/en/feedback';
import { fieldErrorText } from '@client/shared/i18n/error-text';
import { translator } from '@client/shared/i18n/messages';
import { categoryText, willingnessBandText } from './analytics-messages';

const t = translator({ ...en, ...feedbackEn });

describe('the insights texts', () => {
  it("word the filters' codes as the admin pages always showed them", () => {
    expect(Object.fromEntries(Object.entries(INSIGHTS_MESSAGES).map(([name, code]) => [name, fieldErrorText(t, code)]))).toEqual({
      date: 'Use a date like 2026-11-23',
      order: 'The start date must be on or before the end date',
      tooLong: 'Choose a period of at most 366 days',
      period: 'Choose 7, 30 or 90 days, or a start and end date',
      category: 'Choose one of the feedback categories',
      rating: 'Choose a rating from 1 to 5',
      search: 'Search for at most 200 characters',
      page: 'Pages are numbered from 1',
    });
  });

  it('show stored categories and pay bands with their labels, and an unknown value as it is', () => {
    expect(categoryText(t, 'Bug Report')).toBe('Bug Report');
    expect(willingnessBandText(t, 'Budget-friendly')).toBe('Budget-friendly');
    const spanish = translator({ 'feedback.category.bugReport': 'Informe de error', 'feedback.willingness.budget': 'Económico' });
    expect(categoryText(spanish, 'Bug Report')).toBe('Informe de error');
    expect(willingnessBandText(spanish, 'Budget-friendly')).toBe('Económico');
    expect(categoryText(spanish, 'Something new')).toBe('Something new');
  });
});
