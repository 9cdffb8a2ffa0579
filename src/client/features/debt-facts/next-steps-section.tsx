import { Link } from 'react-router';

/** Links to the tools that use these numbers. */
export function NextStepsSection() {
  return (
    <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-800 px-6 py-8 text-white">
      <h2 id="next-heading" className="text-2xl font-bold">
        Plan with these numbers
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {[
          { to: '/calculator', title: 'Debt Calculator', text: 'See the monthly payment and total cost of a loan.' },
          { to: '/debt-calculator', title: 'How much can I borrow safely?', text: 'Find a debt your expected salary can carry.' },
          { to: '/resources/scholarships', title: 'Scholarship Guide', text: "Find money you don't have to pay back." },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block h-full rounded-xl bg-white p-4 text-slate-900 hover:bg-brand-50">
              <span className="font-semibold text-brand-800 underline underline-offset-2">{link.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
