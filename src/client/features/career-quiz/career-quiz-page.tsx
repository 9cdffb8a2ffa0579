import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function CareerQuizPage() {
  usePageTitle('Career quiz');
  return <h1>Career quiz</h1>;
}
