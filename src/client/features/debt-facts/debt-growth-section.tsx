import { STUDENT_DEBT_BY_YEAR } from '@data/debt-facts';
import { formatBillionsAsTrillions } from './format';
import { StudentDebtChart } from './student-debt-chart';

const FIRST_POINT = STUDENT_DEBT_BY_YEAR[0]!;
const LATEST_POINT = STUDENT_DEBT_BY_YEAR[STUDENT_DEBT_BY_YEAR.length - 1]!;

/** Total student debt over the years, in words and as a chart. */
export function DebtGrowthSection() {
  return (
    <section aria-labelledby="growth-heading">
      <h2 id="growth-heading" className="text-2xl font-bold">
        How total student debt has grown
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Americans owed {formatBillionsAsTrillions(FIRST_POINT.balanceBillions)} in student loans at the end of {FIRST_POINT.year} and{' '}
        {formatBillionsAsTrillions(LATEST_POINT.balanceBillions)} by {LATEST_POINT.quarter.replace(' (latest)', '')}. The total stayed
        roughly flat while federal loan payments were paused during the pandemic. The chart shows only the years whose figure we read in the
        New York Fed&rsquo;s own releases.
      </p>
      <div className="mt-6">
        <StudentDebtChart />
      </div>
    </section>
  );
}
