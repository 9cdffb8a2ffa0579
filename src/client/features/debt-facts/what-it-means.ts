/** Plain-language readings of each figure, for teens and parents; the numbers themselves come only from the dataset. */
export const WHAT_IT_MEANS: Partial<Record<string, string>> = {
  'average-federal-loan-balance':
    'Add up every federal student loan and divide by the number of people who owe one: this is what each borrower owes on average.',
  'federal-portfolio-total': 'Everything owed on federal student loans, the loans most students take first.',
  'federal-borrowers': 'The number of people still paying off, or not yet paying, a federal student loan.',
  'total-student-debt': 'All student loans on credit reports, including loans from banks and other private lenders.',
  'borrowers-delaying-life-events': 'Student loans change life plans: many borrowers put off things like buying a home.',
};
