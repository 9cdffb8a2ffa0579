import { collegeEarningsHorizon } from '@domain/catalog/college-earnings';
import type { AdmissionLabel, CollegeMatch } from '@domain/catalog/college-match';
import type { College } from '@domain/catalog/schemas';

export const ADMISSION_LABELS: Record<AdmissionLabel, { text: string; meaning: string; className: string }> = {
  reach: { text: 'Reach', meaning: 'getting in is a stretch for your grades', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  match: {
    text: 'Match',
    meaning: 'your grades are in line with the students it admits',
    className: 'border-sky-300 bg-sky-50 text-sky-900',
  },
  likely: {
    text: 'Likely',
    meaning: 'you have a good chance of getting in',
    className: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
};

export const CONTROL_WORDS: Record<College['control'], string> = {
  public: 'Public',
  'private-nonprofit': 'Private nonprofit',
  'private-for-profit': 'Private for-profit',
};

export const LOCALE_WORDS: Record<NonNullable<College['locale']>, string> = {
  city: 'City',
  suburb: 'Suburb',
  town: 'Town',
  rural: 'Rural',
};

export function place(college: College): string {
  return college.city ? `${college.city}, ${college.state}` : college.state;
}

/** "B+ (Moderate risk)", or why there is no grade. */
export function gradeText(match: CollegeMatch): string {
  return match.grade.risk ? `${match.grade.grade} (${match.grade.risk} risk)` : 'N/A (debt or earnings not reported)';
}

/** Where the earnings behind the grade come from. */
export function earningsBasisText(match: CollegeMatch): string {
  if (match.earningsBasis === 'majors') return 'average for graduates of your chosen majors (an estimate for this college)';
  if (match.earningsBasis === 'college') return `the college's median earnings (${collegeEarningsHorizon(match.college.source)})`;
  return 'not reported';
}

/** Scorecard URLs often lack a scheme ("www.example.edu/"). */
export function websiteHref(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
