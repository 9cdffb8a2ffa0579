import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function FinancialExpectationsPage() {
  usePageTitle('Financial expectations');
  return <h1>Financial expectations</h1>;
}
