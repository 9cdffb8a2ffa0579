import { Link } from '@client/shared/routing';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';

const SOURCES = [
  {
    name: 'College Scorecard',
    by: 'site.about.src.scorecardBy',
    url: 'https://collegescorecard.ed.gov/',
    use: 'site.about.src.scorecardUse',
  },
  {
    name: 'Occupational Outlook Handbook and Occupational Employment and Wage Statistics',
    by: 'site.about.src.blsBy',
    url: 'https://www.bls.gov/ooh/',
    use: 'site.about.src.oohUse',
  },
  { name: 'O*NET OnLine', by: 'site.about.src.onetBy', url: 'https://www.onetonline.org/', use: 'site.about.src.onetUse' },
  {
    name: 'O*NET 29.2 Database, Alternate Titles and Work Values',
    by: 'site.about.src.etaBy',
    url: 'https://www.onetcenter.org/database.html',
    use: 'site.about.src.altTitlesUse',
  },
  {
    name: 'O*NET 29.3 Database, Occupation Data, Interests and Job Zones',
    by: 'site.about.src.etaBy',
    url: 'https://www.onetcenter.org/database.html',
    use: 'site.about.src.occupationsUse',
  },
  {
    name: 'Employment Projections 2024-34',
    by: 'site.about.src.blsBy',
    url: 'https://www.bls.gov/emp/',
    use: 'site.about.src.projectionsUse',
  },
  { name: 'StudentAid.gov', by: 'site.about.src.fsaBy', url: 'https://studentaid.gov/', use: 'site.about.src.fsaUse' },
] as const;

const prose = 'space-y-4 text-lg leading-relaxed text-slate-800';
const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

export function AboutPage() {
  const t = useT('site');
  usePageTitle(t('site.about.title'));
  const site = useSiteInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t('site.about.heading')}</h1>

      <PageSection id="what" title={t('site.about.what')}>
        <div className={`mt-3 ${prose}`}>
          <p>{t('site.about.what1')}</p>
          <p>{t('site.about.what2')}</p>
        </div>
      </PageSection>

      <PageSection id="who" title={t('site.about.who')}>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-800">
          <li>
            <strong>{t('site.about.students')}</strong> {t('site.about.studentsText')}
          </li>
          <li>
            <strong>{t('site.about.parents')}</strong> {t('site.about.parentsText')}
          </li>
          <li>
            <strong>{t('site.about.educators')}</strong> {t('site.about.educatorsText')}
          </li>
        </ul>
      </PageSection>

      <PageSection id="how" title={t('site.about.how')}>
        <div className={`mt-3 ${prose}`}>
          <p>
            {t.rich('site.about.privacy', {
              link: (words) => (
                <Link to="/privacy-policy" className={link}>
                  {words}
                </Link>
              ),
            })}
          </p>
          <p>{t('site.about.figures')}</p>
        </div>
        <ul className="mt-4 space-y-3">
          {SOURCES.map((source) => (
            <li key={source.name} className="rounded-xl border border-slate-200 bg-white p-4">
              <a href={source.url} className={link} rel="noopener noreferrer">
                <span lang="en">{source.name}</span>
              </a>
              <span className="text-slate-700">, {t(source.by)}</span>
              <p className="mt-1 text-slate-700">{t('site.about.usedFor', { use: t(source.use) })}</p>
            </li>
          ))}
        </ul>
        <p className={`mt-4 ${prose}`}>{t('site.about.method')}</p>
      </PageSection>

      <PageSection id="who-runs" title={t('site.about.whoRuns')}>
        <div className={`mt-3 ${prose}`}>
          <p>
            {site.data?.operatorName ? (
              <>
                {t('site.about.runBy')} <strong>{site.data.operatorName}</strong>.{' '}
              </>
            ) : null}
            {t('site.about.beta')}
          </p>
          <p>
            {t.rich(site.data?.operatorEmail ? 'site.about.questionsOrWrite' : 'site.about.questions', {
              email: site.data?.operatorEmail ?? '',
              link: (chunks) => (
                <Link to="/feedback-form" className={link}>
                  {chunks}
                </Link>
              ),
              mail: (chunks) => (
                <a href={`mailto:${site.data?.operatorEmail ?? ''}`} className={link}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </PageSection>
    </article>
  );
}
