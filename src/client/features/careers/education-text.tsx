import { EDUCATION_LABELS } from '@domain/catalog/career-explore';
import { EDUCATION_LEVELS } from '@domain/catalog/catalog-values';
import { useT } from '@client/shared/i18n/i18n-store';

/** BLS's education label → its level, so the page can name it in the active language. */
const EDUCATION_BY_LABEL = new Map(EDUCATION_LEVELS.map((level) => [EDUCATION_LABELS[level], level]));

/** The career's entry-level education in the page's language; a label BLS added since stays in English, marked so. */
export function EducationText({ label }: { label: string | null }) {
  const t = useT('careers');
  if (label === null) return <>{t('common.notReported')}</>;
  const level = EDUCATION_BY_LABEL.get(label);
  return level ? <>{t(`careers.education.${level}`)}</> : <span lang="en">{label}</span>;
}
