/** The money plan's credential per college and its transfer route (two years at a community college, then two at a four-year college). */
export const transferPlan = {
  'transfer-plan.credential.label': 'Credential you plan for here',
  'transfer-plan.credential.option':
    "{credential, select, certificate {Certificate: 1 year (an assumption)} associate {Associate's degree: 2 years} other {Bachelor's degree: 4 years}}{assumed, select, yes { (assumed from the college's main degree)} other {}}",
  'transfer-plan.credential.apply': 'Plan for this credential',
  'transfer-plan.credential.saving': 'Saving…',
  'transfer-plan.credential.line':
    "{credential, select, certificate {Planned as a certificate: 1 year, an assumption} associate {Planned as an associate's degree: 2 years} other {Planned as a bachelor's degree: 4 years}}{assumed, select, yes {; the college's main degree, assumed (the College Scorecard lists no programs of it here).} other {; the college reports graduates of it to the College Scorecard.}}",
  'transfer-plan.credential.certificateNote':
    'The College Scorecard does not say how long a certificate takes (certificates run from a few months to two years or more): the plan counts 1 year. Ask the college how long its program runs.',
  'transfer-plan.credential.only':
    "{credential, select, certificate {The only credential we know this college awards: a certificate.} associate {The only credential we know this college awards: an associate's degree.} other {The only credential we know this college awards: a bachelor's degree.}}",
  'transfer-plan.title': 'Two years at a community college, then transfer',
  'transfer-plan.intro':
    "Start at a two-year college for its price, then finish the bachelor's degree in two years at a four-year college, side by side with four years at the four-year college. Same family figures, same loan rules: the transfer years borrow within the third-year limits.",
  'transfer-plan.credits':
    "Credits must transfer: agreements between colleges differ, so before you enroll ask both colleges which courses will count toward the bachelor's degree.",
  'transfer-plan.form.first': 'First two years at',
  'transfer-plan.form.second': 'Then two years at',
  'transfer-plan.form.savedGroup': 'Saved colleges',
  'transfer-plan.form.suggestedGroup': 'Suggested community colleges',
  'transfer-plan.form.choose': 'Choose a college',
  'transfer-plan.form.compare': 'Compare',
  'transfer-plan.form.noSecond':
    "Save a four-year college (one that awards a bachelor's degree) to compare the transfer route with it: <quiz>find colleges</quiz>.",
  'transfer-plan.form.noFirst': 'No saved two-year college yet: choose one of the suggested community colleges below.',
  'transfer-plan.loading': 'Working out the route…',
  'transfer-plan.failed': 'The route could not be worked out.',
  'transfer-plan.keep': 'Keep this route in the plan',
  'transfer-plan.kept': 'This route is kept in the plan: everyone in the family sees it.',
  'transfer-plan.preview': 'Shown from a link: not kept in the plan yet.',
  'transfer-plan.remove': 'Remove the route from the plan',
  'transfer-plan.removeConfirm': 'Remove this route from the family plan? Everyone in the family stops seeing it.',
  'transfer-plan.removeYes': 'Yes, remove it',
  'transfer-plan.removeNo': 'Keep it',
  'transfer-plan.routeHeading': '2 + 2: {first}, then {second}',
  'transfer-plan.fourHeading': '4 years at {second}',
  'transfer-plan.row.prices': 'Net price a year (your family’s)',
  'transfer-plan.row.pricesRoute': '{first}: {firstPrice} a year for 2 years; {second}: {secondPrice} a year for 2 years',
  'transfer-plan.row.pricesFour': '{price} a year for 4 years',
  'transfer-plan.row.total': 'Net price for the degree',
  'transfer-plan.row.family': 'Your family’s money (4 years)',
  'transfer-plan.row.loans': 'Loans, year by year (year in school: Direct Loans + Parent PLUS + private)',
  'transfer-plan.row.loanYear': 'year {year}: {direct} + {plus} + {private}',
  'transfer-plan.row.borrowed': 'Borrowed in all',
  'transfer-plan.row.debt': 'All the debt when repayment starts (interest included)',
  'transfer-plan.row.monthly': 'Monthly payment, all the loans together',
  'transfer-plan.row.monthlyValue': '{payment} a month',
  'transfer-plan.row.studentGrade': "Student's grade",
  'transfer-plan.row.familyGrade': 'Family grade',
  'transfer-plan.notGraded': 'N/A: no career pay to grade against yet',
  'transfer-plan.noLoans': 'No loans',
  'transfer-plan.saves':
    'Starting at {first} saves about {netPrice} in net price and {debt} of debt at repayment: {monthly} a month less, on the same repayment basis.',
  'transfer-plan.savesPriceOnly': 'Starting at {first} saves about {netPrice} in net price; the loans are the same.',
  'transfer-plan.noSaving': 'Here the route does not save money: {first} costs your family as much as {second} or more.',
  'transfer-plan.noPrice':
    '{side, select, first {{first} does not report a net price for your family’s income bracket, so the route cannot be priced.} second {{second} does not report a net price for your family’s income bracket, so the route cannot be priced.} other {Neither college reports a net price for your family’s income bracket, so the route cannot be priced.}}',
  'transfer-plan.priceSource': 'Prices: College Scorecard, {year} net price of each college for families with incomes of {bracket}.',
  'transfer-plan.priceSourceAverage':
    'Prices: College Scorecard, {year} average net price of each college (no family income given in the plan).',
  'transfer-plan.suggestions.title': 'Cheapest community colleges in {state} for your family',
  'transfer-plan.suggestions.field':
    "Public two-year colleges in {state} that award an associate's degree in {field}, cheapest first at your family's price.",
  'transfer-plan.suggestions.any':
    "Public two-year colleges in {state} that award an associate's degree, cheapest first at your family's price.",
  'transfer-plan.suggestions.none': 'None in our data for {state}.',
  'transfer-plan.suggestions.item': '{city}: {price} a year',
  'transfer-plan.suggestions.compare': 'Compare with {second}',
  'transfer-plan.error.credential_invalid': "Choose a certificate, an associate's degree or a bachelor's degree.",
  'transfer-plan.error.college_id_invalid': 'That is not a college id.',
  'transfer-plan.error.credentials_too_many': 'Choose credentials for at most 100 colleges.',
  'transfer-plan.error.same_college': 'Choose two different colleges: a two-year college first, then a four-year college.',
  'transfer-plan.error.pair_incomplete': 'Give both colleges of the route: the two-year college and the four-year college.',
  'transfer-plan.error.college_unknown': 'No college with that id was found.',
  'transfer-plan.error.credential_not_awarded':
    "{college} does not award {credential, select, certificate {a certificate} associate {an associate's degree} other {a bachelor's degree}} in our data.",
  'transfer-plan.error.not_two_year':
    "{college} is not a two-year college and does not award an associate's degree in our data: the route starts at a two-year college.",
  'transfer-plan.error.no_bachelor': "{college} does not award a bachelor's degree in our data: the route ends at a four-year college.",
};
