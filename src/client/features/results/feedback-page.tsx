import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function FeedbackPage() {
  usePageTitle('Your results');
  return <h1>Your results</h1>;
}
