import { usePageTitle } from '../../ui/use-page-title';

// Placeholder: replaced by the page's implementation.
export function CollegeQuizPage() {
  usePageTitle('College quiz');
  return <h1>College quiz</h1>;
}
