import { Link } from 'react-router';

const linkClass = 'rounded font-medium text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>Waypoint: careers, majors and colleges without crushing debt. No ads, no trackers.</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <Link to="/about" className={linkClass}>
              About
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/feedback-form" className={linkClass}>
              Feedback
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
