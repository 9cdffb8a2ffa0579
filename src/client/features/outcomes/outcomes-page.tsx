import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function OutcomesPage() {
  usePageTitle('Earnings and debt by major');
  return <h1>Earnings and debt by major</h1>;
}
