import { useEffect } from 'react';
import { Link } from 'react-router';

export function DashboardPage() {
  useEffect(() => {
    document.title = 'Dashboard – Waypoint';
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Plan your path without crushing debt</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Waypoint helps you find careers and majors that fit you, colleges that fit your budget, and how much debt is too much.
      </p>
      <Link to="/home" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        About Waypoint
      </Link>
    </div>
  );
}
