import { use } from 'react';
import type { GuideItem, ScholarshipGuide } from '@data/scholarships';
import type { SCHOLARSHIP_GUIDE_ES, SCHOLARSHIPS_ES } from '@data/i18n/scholarships-es';
import type { GradeLevel, ScholarshipBasis, ScholarshipField } from '@domain/scholarships/schemas';
import { useI18n } from '@client/shared/i18n/i18n-store';
import type { AreaKey } from '@client/shared/i18n/messages';

type Key = AreaKey<'scholarships'>;
type SpanishTexts = { readonly SCHOLARSHIPS_ES: typeof SCHOLARSHIPS_ES; readonly SCHOLARSHIP_GUIDE_ES: typeof SCHOLARSHIP_GUIDE_ES };

export const GRADE_LEVEL_KEYS: Record<GradeLevel, Key> = {
  'high-school-senior': 'scholarships.levelSenior',
  undergraduate: 'scholarships.levelUndergraduate',
  graduate: 'scholarships.levelGraduate',
};

export const FIELD_KEYS: Record<ScholarshipField, Key> = {
  any: 'scholarships.fieldAny',
  stem: 'scholarships.fieldStem',
  health: 'scholarships.fieldHealth',
  education: 'scholarships.fieldEducation',
  arts: 'scholarships.fieldArts',
  trades: 'scholarships.fieldTrades',
  humanities: 'scholarships.fieldHumanities',
  'public-service': 'scholarships.fieldPublicService',
};

export const BASIS_KEYS: Record<ScholarshipBasis, Key> = {
  merit: 'scholarships.basisMerit',
  need: 'scholarships.basisNeed',
  both: 'scholarships.basisBoth',
};

let spanish: Promise<SpanishTexts> | undefined;

/**
 * The directory's and the guide's texts in Spanish (src/data/i18n/scholarships-es.ts), loaded only when the page is
 * shown in Spanish (the render suspends until they are in); null in English, where the data's own texts are shown.
 */
export function useSpanishScholarships(): SpanishTexts | null {
  const { locale } = useI18n();
  if (locale !== 'es') return null;
  spanish ??= import('@data/i18n/scholarships-es');
  return use(spanish);
}

/** The guide in the active language: the Spanish texts item for item over the English data (links keep their addresses). */
export function localizedGuide(guide: ScholarshipGuide, texts: SpanishTexts | null): ScholarshipGuide {
  if (!texts) return guide;
  const es = texts.SCHOLARSHIP_GUIDE_ES;
  const items = (english: readonly GuideItem[], spanishItems: typeof es.whereToLook): GuideItem[] =>
    english.map((item, index) => {
      const translated = spanishItems[index];
      if (!translated) return item;
      return {
        title: translated.title,
        body: translated.body,
        ...(item.link ? { link: { url: item.link.url, label: translated.linkLabel ?? item.link.label } } : {}),
      };
    });
  return {
    ...guide,
    whereToLook: items(guide.whereToLook, es.whereToLook),
    howToApply: items(guide.howToApply, es.howToApply),
    scams: { ...guide.scams, rule: es.scams.rule, warningSigns: es.scams.warningSigns, whatToDo: es.scams.whatToDo },
  };
}
