import { useEffect } from 'react';
import { Link } from 'react-router';

export function HomePage() {
  useEffect(() => {
    document.title = 'Waypoint – careers, majors and colleges without crushing debt';
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold">Find your path. Skip the crushing debt.</h1>
      <div className="mt-6 flex gap-3">
        <Link to="/dashboard" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          Enter Site
        </Link>
        <Link to="/signin" className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
          Sign In
        </Link>
      </div>
    </div>
  );
}
