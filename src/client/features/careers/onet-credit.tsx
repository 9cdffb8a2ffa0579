import { hasOnetDescription, ONET_DESCRIPTION_CREDIT } from '@domain/catalog/onet-description';
import type { Career } from '@domain/catalog/schemas';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';

/**
 * "Description: O*NET 29.3 (U.S. DOL/ETA, CC BY 4.0)" under a description that is O*NET's text; nothing otherwise.
 * In another language, a description Waypoint translated says so: "…, traducida por Waypoint".
 */
export function OnetDescriptionCredit({ career, className = 'mt-1 text-xs text-slate-700' }: { career: Career; className?: string }) {
  const t = useT('careers');
  const { locale } = useI18n();
  if (!hasOnetDescription(career)) return null;
  const translated = locale !== 'en' && career.descriptionLanguage !== 'en';
  return (
    <p className={className}>
      <a href={ONET_DESCRIPTION_CREDIT.url} className="text-brand-800 underline underline-offset-2">
        {t('careers.credit.label')}
      </a>{' '}
      (<span lang="en">{ONET_DESCRIPTION_CREDIT.licence}</span>){translated ? t('careers.credit.translated') : null}
    </p>
  );
}
