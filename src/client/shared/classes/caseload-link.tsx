import { useT } from '@client/shared/i18n/i18n-store';
import { Link } from '@client/shared/routing';

/** On My classes: the way to every student at once, who needs attention first. */
export function CaseloadLink() {
  const t = useT('caseload');
  return (
    <p className="mt-3">
      <Link to="/educator/caseload" className="font-semibold text-brand-800 underline underline-offset-2">
        {t('caseload.linkFromClasses')}
      </Link>
    </p>
  );
}
