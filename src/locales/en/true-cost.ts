/** A planned debt at its true cost (limits split, interest to repayment, one repayment basis), shown the same way on every page. */
export const trueCost = {
  'true-cost.heading': 'What this debt really costs',
  'true-cost.monthly': '{payment} a month when repayment starts, all the loans together',
  'true-cost.share': '{share} of the monthly income you entered',
  'true-cost.beyondFederal':
    '{amount} of this would have to be Parent PLUS or private loans: a dependent student can borrow at most {limit} in federal Direct Loans over {years, plural, one {# year} other {# years}}, year by year within each year’s limit.',
  'true-cost.withinFederal':
    'All of it fits within the federal Direct Loans a dependent student can borrow over {years, plural, one {# year} other {# years}}.',
  'true-cost.student':
    'Student’s Direct Loans: {debt} borrowed, {atRepayment} when repayment starts: {payment} a month for {years} years at {rate}%.',
  'true-cost.parent':
    'Parent PLUS (the parents’ loan): {debt} borrowed, {atRepayment} when repayment starts: {payment} a month for {years} years at {rate}%, with a {fee}% loan fee.',
  'true-cost.private':
    'Private loan (an assumption): {debt} borrowed, {atRepayment} when repayment starts: {payment} a month for {years} years at {rate}%, about the average TICAS found in lenders’ own portfolios ({year}); an actual offer may differ.',
  'true-cost.plan':
    'Federal payments use the tiered Standard plan, the fixed plan for loans first disbursed on or after July 1, 2026 (10 to 25 years, longer for larger balances); the Repayment Assistance Plan (RAP) sets payments by income instead. Private loans are counted over 10 level years, an assumption.',
  'true-cost.yearsAssumed':
    'Assumes {years, plural, one {# year} other {# years}} of school (a four-year degree), the same amount borrowed each year, and every Direct Loan unsubsidized: interest builds up from each disbursement until repayment starts six months after school, and is then added to the balance.',
  'true-cost.yearsGiven':
    'Over {years, plural, one {# year} other {# years}} of school, the same amount borrowed each year, every Direct Loan unsubsidized: interest builds up from each disbursement until repayment starts six months after school, and is then added to the balance.',
  'true-cost.basisShort':
    '{assumed, select, yes {Assumes {years, plural, one {# year} other {# years}} of school (a four-year degree)} other {Over {years, plural, one {# year} other {# years}} of school}}, the same amount each year, unsubsidized Direct Loans on the tiered Standard plan and private loans over 10 years (an assumption).',
  'true-cost.gradeAtRepayment':
    'When repayment starts the debt is {debt}, {ratio} times a year’s income: {grade} ({risk}) on the same table.',
  'true-cost.rates': 'Rates for loans first disbursed in {awardYear}.',
  'true-cost.ratesLatest': 'Rates for {awardYear}, the latest in our sources: an estimate until the new rates are published.',
  'true-cost.sources': 'Sources:',
  'true-cost.newTab': '(opens in a new tab)',
};
