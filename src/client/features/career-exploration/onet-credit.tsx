import { hasOnetDescription, ONET_DESCRIPTION_CREDIT } from '@domain/catalog/onet-description';
import type { Career } from '@domain/catalog/schemas';

/** "Description: O*NET 29.3 (U.S. DOL/ETA, CC BY 4.0)" under a description that is O*NET's text; nothing otherwise. */
export function OnetDescriptionCredit({ career, className = 'mt-1 text-xs text-slate-700' }: { career: Career; className?: string }) {
  if (!hasOnetDescription(career)) return null;
  return (
    <p className={className}>
      <a href={ONET_DESCRIPTION_CREDIT.url} className="text-brand-800 underline underline-offset-2">
        {ONET_DESCRIPTION_CREDIT.label}
      </a>{' '}
      ({ONET_DESCRIPTION_CREDIT.licence})
    </p>
  );
}
