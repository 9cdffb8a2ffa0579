import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function CalculatorPage() {
  usePageTitle('Student loan repayment calculator');
  return <h1>Student loan repayment calculator</h1>;
}
