import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function DebtCalculatorPage() {
  usePageTitle('How much can I borrow safely?');
  return <h1>How much can I borrow safely?</h1>;
}
