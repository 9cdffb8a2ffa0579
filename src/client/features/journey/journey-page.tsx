import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function JourneyPage() {
  usePageTitle('Your journey');
  return <h1>Your journey</h1>;
}
