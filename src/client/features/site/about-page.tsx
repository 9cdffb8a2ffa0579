import { Link } from 'react-router';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { PageSection } from '@client/ui/page-section';
import { usePageTitle } from '@client/ui/use-page-title';

const SOURCES = [
  {
    name: 'College Scorecard',
    by: 'U.S. Department of Education',
    url: 'https://collegescorecard.ed.gov/',
    use: 'costs, graduation rates, typical debt and earnings by college and field of study',
  },
  {
    name: 'Occupational Outlook Handbook and Occupational Employment and Wage Statistics',
    by: 'U.S. Bureau of Labor Statistics (BLS)',
    url: 'https://www.bls.gov/ooh/',
    use: 'pay and job outlook for careers',
  },
  {
    name: 'O*NET OnLine',
    by: 'U.S. Department of Labor',
    url: 'https://www.onetonline.org/',
    use: 'what people in each career do and which interests and skills fit it',
  },
  {
    name: 'O*NET 29.2 Database, Alternate Titles and Work Values',
    by: 'U.S. Department of Labor/Employment and Training Administration (USDOL/ETA), licensed under CC BY 4.0',
    url: 'https://www.onetcenter.org/database.html',
    use: 'the everyday job titles career search finds occupations by (such as "RN" or "lineman"), and the work values the premium career quiz ranks careers by; Waypoint selected the columns it uses, removed repeated titles and did not change them',
  },
  {
    name: 'O*NET 29.3 Database, Occupation Data, Interests and Job Zones',
    by: 'U.S. Department of Labor/Employment and Training Administration (USDOL/ETA), licensed under CC BY 4.0',
    url: 'https://www.onetcenter.org/database.html',
    use: 'the interest profile (RIASEC scores) and job zone of each career, which the career quiz matches you against, and the title and description of every occupation Waypoint has not described itself (marked "Description: O*NET 29.3" where it shows)',
  },
  {
    name: 'Employment Projections 2024-34',
    by: 'U.S. Bureau of Labor Statistics (BLS)',
    url: 'https://www.bls.gov/emp/',
    use: 'the education typically needed to enter each career, the work experience and the on-the-job training, which set its training route',
  },
  {
    name: 'StudentAid.gov',
    by: 'Federal Student Aid, U.S. Department of Education',
    url: 'https://studentaid.gov/',
    use: 'federal loan interest rates, fees, borrowing limits and repayment plans',
  },
];

const prose = 'space-y-4 text-lg leading-relaxed text-slate-800';
const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

export function AboutPage() {
  usePageTitle('About');
  const site = useSiteInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">About Waypoint</h1>

      <PageSection id="what" title="What it is">
        <div className={`mt-3 ${prose}`}>
          <p>
            Waypoint is a free guide to choosing a career, a major and a college without taking on debt you can&apos;t repay. A short
            assessment suggests majors and colleges that fit you, then sets what you plan to borrow against what those careers pay, so the
            cost of a choice is visible before you make it.
          </p>
          <p>
            Alongside the assessment there are money tools (a debt calculator, student-debt statistics and a scholarship guide), a community
            forum and meetings with working professionals. A premium assessment with cognitive games and an AI counselor is free while
            Waypoint is in beta.
          </p>
        </div>
      </PageSection>

      <PageSection id="who" title="Who it's for">
        <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-800">
          <li>
            <strong>Students</strong> deciding what to study and where, from about age 13. Everything works without an account; an account
            (13 and older) keeps your progress on every device.
          </li>
          <li>
            <strong>Parents</strong> who want to understand the options and the loans behind them.
          </li>
          <li>
            <strong>Educators and counselors</strong> who guide students through these choices.
          </li>
        </ul>
      </PageSection>

      <PageSection id="how" title="How it's built">
        <div className={`mt-3 ${prose}`}>
          <p>
            No ads and no third-party trackers. Waypoint does not sell or share your data, and it asks for as little as it can: see the{' '}
            <Link to="/privacy-policy" className={link}>
              privacy policy
            </Link>{' '}
            for exactly what is stored.
          </p>
          <p>
            Every figure we show, such as salaries, costs, debt and interest rates, comes from a named public source with its date. When we
            can&apos;t source a number, we leave it out rather than guess. Our main sources:
          </p>
        </div>
        <ul className="mt-4 space-y-3">
          {SOURCES.map((source) => (
            <li key={source.name} className="rounded-xl border border-slate-200 bg-white p-4">
              <a href={source.url} className={link} rel="noopener noreferrer">
                {source.name}
              </a>
              <span className="text-slate-700">, {source.by}</span>
              <p className="mt-1 text-slate-700">Used for {source.use}.</p>
            </li>
          ))}
        </ul>
        <p className={`mt-4 ${prose}`}>
          Waypoint is open about its method: the financial grade, for example, divides the debt you plan to take on by a year of the income
          you expect and maps that ratio to a grade from A+ (very low risk) to F (extreme risk).
        </p>
      </PageSection>

      <PageSection id="who-runs" title="Who runs it">
        <div className={`mt-3 ${prose}`}>
          <p>
            {site.data?.operatorName ? (
              <>
                This installation of Waypoint is run by <strong>{site.data.operatorName}</strong>.{' '}
              </>
            ) : null}
            Waypoint is still in beta: tools are being added and the guidance will keep improving. It keeps your data in its own database
            rather than on an advertising or analytics platform. You sign in with an account you already have (such as Google, Microsoft or
            your school&apos;s), and that provider shares only your name and e-mail address with us, plus a link to your profile picture if
            it has one.
          </p>
          <p>
            Questions, ideas or something that looks wrong? Tell us through the{' '}
            <Link to="/feedback-form" className={link}>
              feedback form
            </Link>
            {site.data?.operatorEmail ? (
              <>
                {' '}
                or write to{' '}
                <a href={`mailto:${site.data.operatorEmail}`} className={link}>
                  {site.data.operatorEmail}
                </a>
              </>
            ) : null}
            .
          </p>
        </div>
      </PageSection>
    </article>
  );
}
