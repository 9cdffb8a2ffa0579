import type { GuideItem, ScholarshipGuide as Guide } from '@data/scholarships';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { ExternalLink, PROSE_LINK } from '@client/ui/external-link';

function GuideCard({ item }: { item: GuideItem }) {
  return (
    <div className="h-full rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="font-bold">{item.title}</h3>
      <p className="mt-1 text-slate-800">{item.body}</p>
      {item.link ? (
        <p className="mt-2">
          <ExternalLink href={item.link.url} className={PROSE_LINK}>
            {item.link.label}
          </ExternalLink>
        </p>
      ) : null}
    </div>
  );
}

export function WhereToLook({ guide }: { guide: Guide }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {guide.whereToLook.map((item) => (
        <li key={item.title}>
          <GuideCard item={item} />
        </li>
      ))}
    </ul>
  );
}

export function HowToApply({ guide }: { guide: Guide }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {guide.howToApply.map((item) => (
        <li key={item.title}>
          <GuideCard item={item} />
        </li>
      ))}
    </ol>
  );
}

export function SpotScams({ guide }: { guide: Guide }) {
  const t = useT('scholarships');
  const format = useFormatters();
  const { scams } = guide;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-xl border border-red-200 bg-white p-5">
        <h3 className="font-bold">{t('scholarships.warningSigns')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {scams.warningSigns.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 className="font-bold">{t('scholarships.whatToDo')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {scams.whatToDo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      <div className="text-sm text-slate-700 md:col-span-2">
        <span className="font-medium">{t('scholarships.sources')}</span>
        <ul className="inline">
          {scams.sources.map((source, index) => (
            <li key={source.url} className="inline">
              {index > 0 ? '; ' : null}
              <ExternalLink href={source.url} className={PROSE_LINK}>
                <span lang="en">{`${source.publisher}, “${source.title}”`}</span>
              </ExternalLink>
              {t('scholarships.checkedOn', { date: format.isoDay(source.checked) })}
            </li>
          ))}
        </ul>
        .
      </div>
    </div>
  );
}
