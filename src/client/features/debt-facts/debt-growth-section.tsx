import { STUDENT_DEBT_BY_YEAR } from '@data/debt-facts';
import { useT } from '@client/shared/i18n/i18n-store';
import { quarterText, trillions } from './debt-texts';
import { StudentDebtChart } from './student-debt-chart';

const FIRST_POINT = STUDENT_DEBT_BY_YEAR[0]!;
const LATEST_POINT = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1]!;

/** Total student debt over the years, in words and as a chart. */
export function DebtGrowthSection() {
  const t = useT('debt-facts');
  return (
    <section aria-labelledby="growth-heading">
      <h2 id="growth-heading" className="text-2xl font-bold">
        {t('debt-facts.growthHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t('debt-facts.growthText', {
          first: trillions(t, FIRST_POINT.balanceBillions),
          firstYear: FIRST_POINT.year,
          latest: trillions(t, LATEST_POINT.balanceBillions),
          latestQuarter: quarterText(t, LATEST_POINT),
        })}
      </p>
      <div className="mt-6">
        <StudentDebtChart />
      </div>
    </section>
  );
}
