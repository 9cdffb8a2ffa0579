import { OEWS_TOP_CODED_TEXT, PAY_NOT_REPORTED, type CareerPay } from '@domain/catalog/career-pay';
import { LIFESTYLE_DESCRIPTIONS, type LifestyleLevel } from '@domain/finance/lifestyle';
import type { CoreKey, Translate } from '@client/shared/i18n/messages';
import type { Formatters } from './format';

/** BLS OEWS top-codes wages at $239,200 a year (OEWS_TOP_CODED_TEXT in the domain). */
export const OEWS_TOP_CODE = 239_200;

/** careerPayText() in the active language: the same cases, amounts formatted for the locale (English output unchanged). */
export function careerPayLabel(t: Translate, format: Formatters, { medianPay, payKind, hourlyMedianPay }: CareerPay): string {
  if (medianPay !== null && medianPay > 0) return format.usd(medianPay);
  if (payKind === 'top-coded') return t('common.payTopCoded', { amount: format.usd(OEWS_TOP_CODE) });
  if (payKind === 'hourly only' && hourlyMedianPay != null && hourlyMedianPay > 0)
    return t('common.payHourly', { amount: format.usdCents(hourlyMedianPay) });
  return t('common.notReported');
}

/** annualOpeningsText() in the active language: "81,000 a year", or "not reported". */
export function annualOpeningsLabel(t: Translate, format: Formatters, annualOpenings: number | null | undefined): string {
  return annualOpenings == null || annualOpenings <= 0
    ? t('common.notReported')
    : t('common.perYear', { count: format.count(annualOpenings) });
}

/** BLS's "typical education needed for entry" categories (English, as the data holds them) → their catalog keys. */
export const ENTRY_EDUCATION_KEYS: Readonly<Record<string, CoreKey>> = {
  'No formal educational credential': 'common.education.none',
  'High school diploma or equivalent': 'common.education.highSchool',
  'Some college, no degree': 'common.education.someCollege',
  'Postsecondary nondegree award': 'common.education.nondegree',
  "Associate's degree": 'common.education.associate',
  "Bachelor's degree": 'common.education.bachelor',
  "Master's degree": 'common.education.master',
  'Doctoral or professional degree': 'common.education.doctoral',
};

/** A career's entry education in the active language; an unknown category shows as BLS wrote it. */
export function entryEducationLabel(t: Translate, entryEducation: string | null | undefined): string {
  if (entryEducation == null || entryEducation === '') return t('common.notReported');
  const category = entryEducation.replace(/[\u2018\u2019]/g, "'").trim();
  const key = Object.hasOwn(ENTRY_EDUCATION_KEYS, category) ? ENTRY_EDUCATION_KEYS[category] : undefined;
  return key ? t(key) : entryEducation;
}

/** The lifestyle levels' names and descriptions, keyed by level id (the English equals the domain's). */
export const LIFESTYLE_KEYS: Readonly<Record<LifestyleLevel, { name: CoreKey; description: CoreKey }>> = {
  Frugal: { name: 'common.lifestyle.Frugal', description: 'common.lifestyle.Frugal.description' },
  Modest: { name: 'common.lifestyle.Modest', description: 'common.lifestyle.Modest.description' },
  Comfortable: { name: 'common.lifestyle.Comfortable', description: 'common.lifestyle.Comfortable.description' },
  Affluent: { name: 'common.lifestyle.Affluent', description: 'common.lifestyle.Affluent.description' },
};

/** The domain's English texts these mappings stand for (the unit test checks the English catalog equals them). */
export const DOMAIN_TEXTS = { OEWS_TOP_CODED_TEXT, PAY_NOT_REPORTED, LIFESTYLE_DESCRIPTIONS };
