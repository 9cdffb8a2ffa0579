import type { Resolver } from 'react-hook-form';
import type { ProfessionalApplication } from '@domain/mentorship/schemas';
import { lazyZodResolver } from '@client/shared/lib/lazy-zod-resolver';
import type { MyApplication } from './api/use-registration';
import { viewerTimeZone } from './format';

export type FormValues = Omit<ProfessionalApplication, 'codeOfConductAccepted'> & { codeOfConductAccepted: boolean };

// Validation loads zod with the application's schema on first use, off the page's first paint.
export const resolver = lazyZodResolver(() =>
  import('@domain/mentorship/schemas').then((module) => module.professionalApplicationSchema),
) as unknown as Resolver<FormValues, unknown, ProfessionalApplication>;

export function defaults(application: MyApplication | null): FormValues {
  if (!application) {
    return {
      fullName: '',
      jobTitle: '',
      employer: '',
      industry: '' as FormValues['industry'],
      careerSocCode: '',
      yearsExperience: 0,
      bio: '',
      workUrl: '',
      topics: [],
      timeZone: viewerTimeZone(),
      availability: [{ weekday: 2, start: '16:00', end: '18:00' }],
      codeOfConductAccepted: false,
    };
  }
  return {
    fullName: application.fullName,
    jobTitle: application.jobTitle,
    employer: application.employer,
    industry: application.industry as FormValues['industry'],
    careerSocCode: application.career.socCode,
    yearsExperience: application.yearsExperience,
    bio: application.bio,
    workUrl: application.workUrl,
    topics: application.topics as FormValues['topics'],
    timeZone: application.timeZone,
    availability: application.availability,
    codeOfConductAccepted: false,
  };
}
