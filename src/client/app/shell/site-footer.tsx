import { Link } from 'react-router';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/feedback-form', label: 'Feedback' },
];

const linkClass = 'rounded font-medium text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>Waypoint: careers, majors and colleges without crushing debt. No ads, no trackers.</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
