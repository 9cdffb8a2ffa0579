import type { Career } from '@domain/catalog/schemas';

/** For the catalog tests: one complete career row, to vary field by field. */
export const SOFTWARE_DEVELOPERS: Career = {
  socCode: '15-1252.00',
  title: 'Software Developers',
  description: 'Design and build the apps and systems people use every day.',
  interests: { R: 2, I: 6.5, A: 3, S: 2, E: 3, C: 4 },
  jobZone: 4,
  medianPay: 132270,
  outlookPercent: 17,
  entryEducation: "Bachelor's degree",
  workExperience: 'None',
  onTheJobTraining: 'None',
  workValues: null,
  trainingSource: null,
  source: { name: 'BLS', year: '2023', url: 'https://www.bls.gov/', estimate: false },
};
