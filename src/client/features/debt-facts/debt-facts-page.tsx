import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function DebtFactsPage() {
  usePageTitle('Student debt facts');
  return <h1>Student debt facts</h1>;
}
