import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function ScholarshipsPage() {
  usePageTitle('Scholarship guide');
  return <h1>Scholarship guide</h1>;
}
