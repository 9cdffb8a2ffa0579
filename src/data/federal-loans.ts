/**
 * Federal student loan figures for the money tools. Every entry names its sources and
 * the date we checked them; a figure we could not confirm is listed in OMITTED_FIGURES instead
 * of being guessed. The domain cannot import this file (lint), so the client and server pass
 * these datasets into the pure functions in src/domain/finance.
 */
import type { FederalLoanLimitsData } from '../domain/finance/borrowing';
import type { Citation } from '../domain/finance/loans';
import {
  EXTENDED_MINIMUM_BALANCE,
  GRADUATED_MAX_PAYMENT_RATIO,
  RAP_DEPENDENT_REDUCTION,
  RAP_FORGIVENESS_PAYMENTS,
  RAP_INCOME_BANDS,
  RAP_LOW_INCOME_ANNUAL_BASE,
  RAP_MINIMUM_MONTHLY_PAYMENT,
  RAP_PRINCIPAL_MATCH_CAP,
  TIERED_STANDARD_TERMS,
} from '../domain/finance/repayment';

const CHECKED = '2026-11-22';

const FSA_RATES_PAGE: Citation = {
  publisher: 'Federal Student Aid, U.S. Department of Education',
  title: 'Interest Rates and Fees for Federal Student Loans',
  url: 'https://studentaid.gov/understand-aid/types/loans/interest-rates',
  checked: CHECKED,
  confirms:
    'Fixed rates for Direct Loans first disbursed July 1, 2025 – June 30, 2026: 6.39% undergraduate, 7.94% graduate or professional unsubsidized, 8.94% PLUS; loan fees 1.057% / 4.228%.',
};

const FR_RATE_NOTICE_2024: Citation = {
  publisher: 'U.S. Department of Education, Federal Register (FR Doc. 2024-19309)',
  title:
    'Annual Notice of Interest Rates for Fixed-Rate Federal Student Loans Made Under the William D. Ford Federal Direct Loan Program',
  url: 'https://www.federalregister.gov/d/2024-19309',
  published: '2024-08-28',
  checked: CHECKED,
  confirms:
    'Chart 1: 2024-25 rates 6.53 / 8.08 / 9.08% (10-year Treasury high yield 4.48% plus add-ons 2.05 / 3.60 / 4.60). Chart 2: every award year back to 2013-14, including 2019-20 through 2023-24.',
};

const UNMC_RATES_2025: Citation = {
  publisher: 'University of Nebraska Medical Center, Financial Aid',
  title: 'Interest Rates and Origination Fees',
  url: 'https://www.unmc.edu/student-success/financial-aid/types/federal-loans/interest_rates.html',
  checked: CHECKED,
  confirms:
    'May 8, 2025 10-year Treasury auction high yield 4.34% plus add-ons 2.05 / 3.60 / 4.60 gives 6.39 / 7.94 / 8.94% for 2025-26; loan fees 1.057% / 4.228% for first disbursements Oct 1, 2020 – Oct 1, 2026.',
};

const ISU_FEES: Citation = {
  publisher: 'Iowa State University, Office of Student Financial Aid',
  title: 'Interest Rates and Origination Fees',
  url: 'https://financialaid.iastate.edu/types-of-aid/loans/federal-loan-resources/interest-rates-and-fees',
  checked: CHECKED,
  confirms:
    'Loan fees 1.057% (Direct Subsidized/Unsubsidized) and 4.228% (PLUS) for loans disbursed Oct 1, 2020 – Sep 30, 2026; 1.059% and 4.236% for Oct 1, 2019 – Sep 30, 2020.',
};

export type AwardYear = '2019-20' | '2020-21' | '2021-22' | '2022-23' | '2023-24' | '2024-25' | '2025-26';

export type DirectLoanRates = {
  readonly awardYear: AwardYear;
  /** First disbursed on or after (ISO date). */
  readonly firstDisbursedFrom: string;
  /** First disbursed before (ISO date). */
  readonly firstDisbursedBefore: string;
  /** Direct Subsidized and Unsubsidized Loans for undergraduates. */
  readonly undergraduatePercent: number;
  /** Direct Unsubsidized Loans for graduate or professional students. */
  readonly graduateUnsubsidizedPercent: number;
  /** Direct PLUS Loans (parents and graduate or professional students). */
  readonly plusPercent: number;
  readonly sources: readonly Citation[];
};

/**
 * Each rate is the May 10-year Treasury note high yield plus a fixed add-on set by law (HEA
 * section 455(b)): 2.05 (undergraduate), 3.60 (graduate unsubsidized), 4.60 (PLUS), as printed in
 * the 2024 Federal Register notice and the UNMC table; the tests check every year keeps that spread.
 */
export const DIRECT_LOAN_RATE_ADD_ONS = { undergraduate: 2.05, graduateUnsubsidized: 3.6, plus: 4.6 } as const;

const rates = (
  awardYear: AwardYear,
  startYear: number,
  undergraduatePercent: number,
  graduateUnsubsidizedPercent: number,
  plusPercent: number,
  sources: readonly Citation[],
): DirectLoanRates => ({
  awardYear,
  firstDisbursedFrom: `${startYear}-07-01`,
  firstDisbursedBefore: `${startYear + 1}-07-01`,
  undergraduatePercent,
  graduateUnsubsidizedPercent,
  plusPercent,
  sources,
});

/** Fixed Direct Loan rates by award year, oldest first. */
export const DIRECT_LOAN_RATES: readonly DirectLoanRates[] = [
  rates('2019-20', 2019, 4.53, 6.08, 7.08, [FR_RATE_NOTICE_2024]),
  rates('2020-21', 2020, 2.75, 4.3, 5.3, [FR_RATE_NOTICE_2024]),
  rates('2021-22', 2021, 3.73, 5.28, 6.28, [FR_RATE_NOTICE_2024]),
  rates('2022-23', 2022, 4.99, 6.54, 7.54, [FR_RATE_NOTICE_2024]),
  rates('2023-24', 2023, 5.5, 7.05, 8.05, [FR_RATE_NOTICE_2024]),
  rates('2024-25', 2024, 6.53, 8.08, 9.08, [FR_RATE_NOTICE_2024]),
  rates('2025-26', 2025, 6.39, 7.94, 8.94, [FSA_RATES_PAGE, UNMC_RATES_2025]),
];

export type OriginationFees = {
  /** First disbursed on or after (ISO date); loan fees change each October 1. */
  readonly firstDisbursedFrom: string;
  readonly firstDisbursedBefore: string;
  /** Direct Subsidized and Unsubsidized Loans, deducted from each disbursement. */
  readonly subsidizedUnsubsidizedPercent: number;
  readonly plusPercent: number;
  readonly sources: readonly Citation[];
};

export const DIRECT_LOAN_ORIGINATION_FEES: readonly OriginationFees[] = [
  {
    firstDisbursedFrom: '2019-10-01',
    firstDisbursedBefore: '2020-10-01',
    subsidizedUnsubsidizedPercent: 1.059,
    plusPercent: 4.236,
    sources: [ISU_FEES],
  },
  {
    firstDisbursedFrom: '2020-10-01',
    firstDisbursedBefore: '2026-10-01',
    subsidizedUnsubsidizedPercent: 1.057,
    plusPercent: 4.228,
    sources: [FSA_RATES_PAGE, UNMC_RATES_2025, ISU_FEES],
  },
];

const FSA_SUB_UNSUB_PAGE: Citation = {
  publisher: 'Federal Student Aid, U.S. Department of Education',
  title: 'Subsidized and Unsubsidized Loans',
  url: 'https://studentaid.gov/understand-aid/types/loans/subsidized-unsubsidized',
  checked: CHECKED,
  confirms:
    'Annual limits: dependent $5,500 / $6,500 / $7,500 (no more than $3,500 / $4,500 / $5,500 subsidized); independent $9,500 / $10,500 / $12,500; aggregate $31,000 dependent and $57,500 independent, no more than $23,000 subsidized.',
};

const PUBLIC_LAW_119_21: Citation = {
  publisher: '119th Congress, U.S. Government Publishing Office',
  title: 'Public Law 119-21 (H.R. 1), "An Act to provide for reconciliation pursuant to title II of H. Con. Res. 14" (the One Big Beautiful Bill Act)',
  url: 'https://www.congress.gov/119/plaws/publ21/PLAW-119publ21.htm',
  published: '2025-07-04',
  checked: CHECKED,
  confirms:
    'The law itself (H.R. 1, signed July 4, 2025) whose student-loan changes take effect July 1, 2026; the figures are read from the Department\'s rule and the summaries below.',
};

const RISE_FINAL_RULE: Citation = {
  publisher: 'U.S. Department of Education, Federal Register Vol. 91 No. 84, pp. 23768–23901 (FR Doc. 2026-08556)',
  title: 'Reimagining and Improving Student Education—Federal Student Loan Program Final Regulations',
  url: 'https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm',
  published: '2026-05-01',
  checked: CHECKED,
  confirms:
    "The Department's rule implementing Public Law 119-21 (which it now calls the Working Families Tax Cuts Act) from July 1, 2026: new loan limits for graduate students, professional students and parents, the phase-out of Grad PLUS, and the repayment plans in 34 CFR 685.208 and 685.209.",
};

const UNIVERSITY_SUMMARIES_2026: readonly Citation[] = [
  {
    publisher: 'Seattle University, Student Financial Services',
    title: 'Federal Legislation',
    url: 'http://cms.seattleu.edu/admissions-aid/financial-aid--scholarships/loans/federal-legislation',
    checked: CHECKED,
    confirms:
      'From July 1, 2026: Parent PLUS $20,000 a year and $65,000 lifetime per dependent student; graduate $20,500 / $100,000; professional $50,000 / $200,000; Grad PLUS eliminated; lifetime limit for all students $257,500.',
  },
  {
    publisher: 'Drake University, Office of Student Financial Planning',
    title: 'The 2025 Reconciliation Bill',
    url: 'https://www.drake.edu/finaid/2025-reconciliation-bill/index.php',
    checked: CHECKED,
    confirms:
      'From July 1, 2026: Grad PLUS eliminated; graduate $20,500 / $100,000 and professional $50,000 / $200,000 (aggregates exclude undergraduate loans); Parent PLUS $20,000 per student per year combined across parents and $65,000 aggregate.',
  },
];

/** Annual and aggregate Direct Loan limits for undergraduates, and the caps for loans made from July 1, 2026. */
export const FEDERAL_LOAN_LIMITS: FederalLoanLimitsData = {
  dependentUndergraduate: {
    annualByYear: [5_500, 6_500, 7_500],
    subsidizedAnnualByYear: [3_500, 4_500, 5_500],
    aggregate: 31_000,
    subsidizedAggregate: 23_000,
    sources: [FSA_SUB_UNSUB_PAGE],
  },
  independentUndergraduate: {
    annualByYear: [9_500, 10_500, 12_500],
    subsidizedAnnualByYear: [3_500, 4_500, 5_500],
    aggregate: 57_500,
    subsidizedAggregate: 23_000,
    sources: [FSA_SUB_UNSUB_PAGE],
  },
  from2026: {
    effective: '2026-07-01',
    parentPlusAnnualPerStudent: 20_000,
    parentPlusAggregatePerStudent: 65_000,
    graduateAnnual: 20_500,
    graduateAggregate: 100_000,
    professionalAnnual: 50_000,
    professionalAggregate: 200_000,
    lifetimeAggregate: 257_500,
    gradPlusEndsForNewBorrowers: true,
    sources: [PUBLIC_LAW_119_21, RISE_FINAL_RULE, ...UNIVERSITY_SUMMARIES_2026],
  },
};

/** The repayment rules the sources section cites; pages word each from their catalogs by this id. */
export type RepaymentRuleId = 'tiered-standard' | 'rap-payment' | 'rap-assistance' | 'legacy-plans';

export type RepaymentRuleEntry = {
  readonly rule: RepaymentRuleId;
  readonly summary: string;
  readonly sources: readonly Citation[];
};

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * Citations for the repayment rules. The numbers themselves are constants in
 * src/domain/finance/repayment.ts (they are law, used by the calculations); these summaries are
 * built from those constants so the words shown beside a result cannot drift from the maths.
 */
export const REPAYMENT_RULES: readonly RepaymentRuleEntry[] = [
  {
    rule: 'tiered-standard',
    summary: `Loans made on or after July 1, 2026: fixed payments over ${TIERED_STANDARD_TERMS.map((t, i) => {
      const previous = TIERED_STANDARD_TERMS[i - 1]?.balanceBelow ?? 0;
      const range = Number.isFinite(t.balanceBelow) ? `under ${usd(t.balanceBelow)}` : `${usd(previous)} or more`;
      return `${t.months / 12} years (total federal balance ${range})`;
    }).join(', ')} (34 CFR 685.208(c)(1)(iii)).`,
    sources: [PUBLIC_LAW_119_21, RISE_FINAL_RULE],
  },
  {
    rule: 'rap-payment',
    summary: `RAP: ${usd(RAP_LOW_INCOME_ANNUAL_BASE)} a year for an AGI of $10,000 or less, then ${RAP_INCOME_BANDS.map((b) => `${b.percent}%`).join(', ')} of the whole AGI in $10,000 bands (more than $10,000 up to $20,000 is 1%, … more than $100,000 is 10%), divided by 12, less ${usd(RAP_DEPENDENT_REDUCTION)} a month per dependent, never below ${usd(RAP_MINIMUM_MONTHLY_PAYMENT)} a month (HEA section 455(q), 20 U.S.C. 1087e(q), added by Public Law 119-21; 34 CFR 685.209(b)(2), (f)(5), (g)(3)).`,
    sources: [PUBLIC_LAW_119_21, RISE_FINAL_RULE],
  },
  {
    rule: 'rap-assistance',
    summary: `RAP: interest your on-time payment does not cover is not charged; if the payment repays less than ${usd(RAP_PRINCIPAL_MATCH_CAP)} of principal, the Department pays down principal up to the lesser of ${usd(RAP_PRINCIPAL_MATCH_CAP)} and your payment; what is left after ${RAP_FORGIVENESS_PAYMENTS} qualifying payments is forgiven (HEA section 455(q), 20 U.S.C. 1087e(q), added by Public Law 119-21; 34 CFR 685.209(h), (k)).`,
    sources: [PUBLIC_LAW_119_21, RISE_FINAL_RULE],
  },
  {
    rule: 'legacy-plans',
    summary: `Borrowers with no federal loan made on or after July 1, 2026 keep the 10-year Standard plan, Graduated (within 10 years, no payment more than ${GRADUATED_MAX_PAYMENT_RATIO} times another) and Extended (up to 25 years, more than ${usd(EXTENDED_MINIMUM_BALANCE)} of Direct Loans), and may choose RAP (34 CFR 685.208(b)).`,
    sources: [RISE_FINAL_RULE],
  },
];

/** Each left-out figure's id: pages word the figure from their catalogs by it. */
export type OmittedFigureId = 'rates-2026' | 'fees-2026' | 'professional' | 'interim';

/** Figures the calculators might want but that we could not confirm, so they are left out rather than guessed. */
export const OMITTED_FIGURES: readonly { readonly id: OmittedFigureId; readonly figure: string; readonly reason: string }[] = [
  {
    id: 'rates-2026',
    figure: 'Direct Loan interest rates for 2026-27 (loans first disbursed from July 1, 2026)',
    reason: 'No source we could read stated them; only pages repeating older years were found.',
  },
  {
    id: 'fees-2026',
    figure: 'Loan fees for loans first disbursed on or after October 1, 2026',
    reason: 'Sources confirm 1.057% / 4.228% only for first disbursements before October 1, 2026.',
  },
  {
    id: 'professional',
    figure: 'Which degree programs count as "professional" for the $50,000 / $200,000 limits',
    reason: 'Schools report that the definition comes from the Department; we did not read it in the rule text.',
  },
  {
    id: 'interim',
    figure: 'The interim (legacy) exception letting pre-July 2026 borrowers keep the old limits for up to three years',
    reason: 'Reported by university aid offices but not read in the law or rule, so it is described in words only, not modelled.',
  },
];
