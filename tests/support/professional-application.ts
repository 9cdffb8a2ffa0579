/** A complete mentor application (PUT /api/professionals/me) that passes every rule; tests override fields with a spread. */
export const PROFESSIONAL_APPLICATION = {
  fullName: 'Pat Rivera',
  jobTitle: 'Software developer',
  employer: 'Rivera Labs',
  industry: 'Information technology',
  careerSocCode: '15-1252.00',
  yearsExperience: 8,
  bio: 'I build web apps for hospitals and teach a weekend coding club for teens.',
  workUrl: 'https://www.linkedin.com/in/pat-rivera',
  topics: ['A day in the job', 'Choosing a major'],
  timeZone: 'America/New_York',
  availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  codeOfConductAccepted: true,
};
