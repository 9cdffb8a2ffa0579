/**
 * The private-loan rate the money tools assume for borrowing beyond the federal limits. Private
 * lenders price each borrower by credit, so no single official rate exists; this is a stated
 * assumption with its sources, shown as such wherever it is used.
 */
import type { Citation } from '../domain/finance/loans';

const CHECKED = '2026-12-06';

export type PrivateLoanAssumption = {
  /** Fixed rate assumed, percent. */
  readonly ratePercent: number;
  /** Level repayment term assumed, months. */
  readonly termMonths: number;
  /** Year of the figures the assumption rests on. */
  readonly year: number;
  readonly isAssumption: true;
  readonly sources: readonly Citation[];
};

export const PRIVATE_LOAN_ASSUMPTION: PrivateLoanAssumption = {
  ratePercent: 10,
  termMonths: 120,
  year: 2007,
  isAssumption: true,
  sources: [
    {
      publisher: 'The Institute for College Access & Success (TICAS)',
      title: 'Private loan interest rates average about 10% today',
      url: 'https://ticas.org/affordability-2/private-loan-interest-rates-average-about-10-today/',
      checked: CHECKED,
      confirms:
        'Average rates actually charged in four Sallie Mae portfolios and one National Collegiate Student Loan Trust portfolio: 9.77%, 9.91%, 10.0%, 10.11% and 10.35% (at a Prime rate of 8.25%, which dates the analysis to 2006-07); at least 15% of borrowers paid more than 12%.',
    },
  ],
};
