import { Link } from '@client/shared/routing';

/** Where a college's own page is. */
export const collegePath = (unitId: number) => `/colleges/${unitId}`;

/** A college's name as a link to its page: every place a college is named uses it. */
export function CollegeLink({ college, className = '' }: { college: { unitId: number; name: string }; className?: string }) {
  return (
    <Link to={collegePath(college.unitId)} className={`text-brand-800 underline underline-offset-2 hover:text-brand-900 ${className}`}>
      {college.name}
    </Link>
  );
}
