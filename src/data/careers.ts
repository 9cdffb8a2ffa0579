/**
 * Curated careers for the catalog and interest matching.
 *
 * - interests: the O*NET 29.3 Interests.txt "OI" scores (1-7, two decimals) of the occupation, unchanged;
 *   jobZone: O*NET 29.3 Job Zones.txt. (CC BY 4.0; attribution in ONET_29_3.)
 * - medianPay, payKind, hourlyMedianPay: the national cross-industry median wage of the occupation in the official
 *   BLS Occupational Employment and Wage Statistics May 2024 file (national_M2024_dl.xlsx), one year for every
 *   career; outlookPercent, annualOpenings: the 2024-34 employment change (percent) and annual openings of the
 *   BLS Employment Projections 2024-34 Table 1.2 line item that covers it. Both are generated into
 *   career-pay-outlook.ts from the official files. The O*NET-SOC code maps to its SOC code
 *   ("29-1141.00" → "29-1141"); the few occupations BLS publishes only combined with others are in OEWS_COMBINED
 *   and their source says so. No annual median: medianPay is null and payKind says why ("top-coded": $239,200 or
 *   more; "hourly only": hourlyMedianPay is the hourly median; "not available"); never 0.
 * - entryEducation, workExperience, onTheJobTraining: BLS Employment Projections 2024-34 Table 1.2 (released
 *   2025-08-28), generated into career-training.ts from the official file; where EP publishes the
 *   occupation only within an aggregate, that aggregate's row, and trainingSource says so. No EP row: null.
 * - description: written by Waypoint in plain words; title: the BLS/O*NET title in plain case.
 */
import type { Career, CareerWorkValues } from '../domain/catalog/schemas';
import { ONET_WORK_VALUE_KEYS } from '../domain/career-quiz/career-quiz-values';
import { PAY_SOURCE_NOTES } from '../domain/catalog/bls-snapshot';
import { CAREER_PAY_OUTLOOK, EP_OUTLOOK_SOURCE, OEWS_PAY_SOURCE } from './career-pay-outlook';
import { CAREER_TRAINING, EP_TRAINING_SOURCE } from './career-training';
import { CAREER_WORK_VALUES, WORK_VALUES_SOURCE_ONET } from './career-work-values';

const ONET_NOTE = 'O*NET 29.3 interests';

/** O*NET occupations that OEWS May 2024 and EP 2024-34 publish only together with others: the code and title used instead. */
export const OEWS_COMBINED: Readonly<Record<string, { code: string; title: string; blsTitle: string }>> = {
  '13-1023.00': { code: '13-1020', title: 'buyers and purchasing agents', blsTitle: 'Buyers and Purchasing Agents' },
  '21-1014.00': {
    code: '21-1018',
    title: 'substance abuse, behavioral disorder, and mental health counselors',
    blsTitle: 'Substance Abuse, Behavioral Disorder, and Mental Health Counselors',
  },
  '25-9042.00': { code: '25-9045', title: 'teaching assistants, except postsecondary', blsTitle: 'Teaching Assistants, Except Postsecondary' },
  '29-2011.00': {
    code: '29-2010',
    title: 'clinical laboratory technologists and technicians',
    blsTitle: 'Clinical Laboratory Technologists and Technicians',
  },
  '31-1122.00': { code: '31-1120', title: 'home health and personal care aides', blsTitle: 'Home Health and Personal Care Aides' },
};

/**
 * The BLS occupation whose pay and outlook a curated career shows when BLS publishes none of its own (the combined
 * codes above; OEWS's own title, `blsTitle`), else null. The snapshot generator gives every other occupation the same
 * fact (careers-snapshot.ts figuresFromFor).
 */
export function figuresFrom(socCode: string): Career['figuresFrom'] {
  const combined = OEWS_COMBINED[socCode];
  return combined ? { socCode: combined.code, title: combined.blsTitle } : null;
}

/** The OEWS occupation code whose national estimate is this career's pay, e.g. "15-1252". */
export function oewsCode(socCode: string): string {
  return OEWS_COMBINED[socCode]?.code ?? socCode.slice(0, 7);
}

/** BLS OEWS May 2024 pay and EP 2024-34 outlook (src/data/career-pay-outlook.ts), with a source naming both. */
export function blsPayOutlook(socCode: string): Pick<Career, PayOutlookField> {
  const entry = CAREER_PAY_OUTLOOK[socCode];
  if (!entry) throw new Error(`${socCode}: not in src/data/career-pay-outlook.ts (run npm run data:career-pay-outlook)`);
  const combined = OEWS_COMBINED[socCode];
  const pay = entry.payKind === 'annual' && combined ? `pay, published for ${combined.title} combined` : PAY_SOURCE_NOTES[entry.payKind];
  const parts = [`${OEWS_PAY_SOURCE.name} (${pay})`];
  if (entry.outlookPercent !== null)
    parts.push(`${EP_OUTLOOK_SOURCE.name} (projected change and annual openings ${EP_OUTLOOK_SOURCE.period}, line item ${entry.epCode})`);
  parts.push(ONET_NOTE);
  return {
    medianPay: entry.annualMedian,
    payKind: entry.payKind,
    hourlyMedianPay: entry.hourlyMedian,
    outlookPercent: entry.outlookPercent,
    annualOpenings: entry.annualOpeningsThousands === null ? null : Math.round(entry.annualOpeningsThousands * 1000),
    source: {
      name: parts.join('; '),
      year: OEWS_PAY_SOURCE.year,
      url: `https://www.bls.gov/oes/2024/may/oes${oewsCode(socCode).replace('-', '')}.htm`,
      estimate: false,
    },
  };
}

type PayOutlookField = 'medianPay' | 'payKind' | 'hourlyMedianPay' | 'outlookPercent' | 'annualOpenings' | 'source';
type CareerRow = Omit<Career, PayOutlookField | 'workValues' | TrainingField | 'figuresFrom'>;
type TrainingField = 'entryEducation' | 'workExperience' | 'onTheJobTraining' | 'trainingSource';

/** BLS EP 2024-34 Table 1.2's entry education, work experience and on-the-job training (src/data/career-training.ts). */
export function epTraining(socCode: string): Pick<Career, TrainingField> {
  const entry = CAREER_TRAINING[socCode] ?? null;
  if (entry === null) return { entryEducation: null, workExperience: null, onTheJobTraining: null, trainingSource: null };
  const { name, year, url } = EP_TRAINING_SOURCE;
  const aggregate = entry.aggregateTitle === null ? '' : ` (published for ${entry.aggregateTitle.toLowerCase()} combined, ${entry.epCode})`;
  return {
    entryEducation: entry.entryEducation,
    workExperience: entry.workExperience,
    onTheJobTraining: entry.onTheJobTraining,
    trainingSource: { name: `${name}${aggregate}`, year, url, estimate: false },
  };
}

/*
 * O*NET 29.2 Work Values (src/data/career-work-values.ts). The source's year is the release's (February 2025);
 * O*NET rates each occupation's values at its own date.
 */
export function onetWorkValues(socCode: string): CareerWorkValues | null {
  const entry = CAREER_WORK_VALUES[socCode] ?? null;
  if (entry === null) return null;
  const [achievement, working_conditions, recognition, relationships, support, independence] = entry.extent;
  const { name, release, url } = WORK_VALUES_SOURCE_ONET;
  return {
    extent: { achievement, working_conditions, recognition, relationships, support, independence },
    highPoints: entry.highPoints.map((value) => ONET_WORK_VALUE_KEYS[value]),
    source: { name: `${name} (${release} release)`, year: '2025', url, estimate: false },
  };
}

function career(row: CareerRow): Career {
  return {
    ...row,
    ...blsPayOutlook(row.socCode),
    ...epTraining(row.socCode),
    workValues: onetWorkValues(row.socCode),
    figuresFrom: figuresFrom(row.socCode),
  };
}

export const CAREERS: readonly Career[] = [
  career({
    socCode: '47-2111.00', title: 'Electricians', jobZone: 3,
    interests: { R: 7, I: 2.67, A: 1.28, S: 1.26, E: 1.85, C: 4.22 },
    description: 'Install and fix the wiring, lights and power systems in homes, schools and factories. Most learn on the job in a paid apprenticeship.',
  }),
  career({
    socCode: '47-2152.00', title: 'Plumbers, pipefitters and steamfitters', jobZone: 3,
    interests: { R: 7, I: 2.23, A: 1, S: 1.27, E: 1, C: 3.86 },
    description: 'Put in and repair the pipes that carry water, gas and steam through buildings. You learn the trade in a paid apprenticeship.',
  }),
  career({
    socCode: '49-9021.00', title: 'HVAC mechanics and installers', jobZone: 3,
    interests: { R: 6.92, I: 2.74, A: 1, S: 1.5, E: 1.35, C: 4.48 },
    description: 'Install and repair heating, air-conditioning and refrigeration systems so buildings stay comfortable and food stays cold.',
  }),
  career({
    socCode: '47-2031.00', title: 'Carpenters', jobZone: 2,
    interests: { R: 6.74, I: 1.9, A: 2.19, S: 1.9, E: 1.79, C: 3.46 },
    description: 'Build and repair the wooden frames, stairs, cabinets and other parts of houses and buildings using hand and power tools.',
  }),
  career({
    socCode: '51-4121.00', title: 'Welders, cutters, solderers and brazers', jobZone: 2,
    interests: { R: 7, I: 2.17, A: 1.5, S: 1.1, E: 1.63, C: 3.78 },
    description: 'Join and cut metal parts with intense heat to build things like bridges, ships, pipelines and machines.',
  }),
  career({
    socCode: '49-3023.00', title: 'Automotive service technicians and mechanics', jobZone: 3,
    interests: { R: 7, I: 3.57, A: 1, S: 1.44, E: 1.59, C: 4.33 },
    description: 'Find out what is wrong with cars and light trucks, then fix and maintain them using computers and tools.',
  }),
  career({
    socCode: '53-3032.00', title: 'Heavy and tractor-trailer truck drivers', jobZone: 2,
    interests: { R: 7, I: 1.93, A: 1, S: 1.32, E: 1.33, C: 4.37 },
    description: 'Drive big trucks that carry goods between cities and states. You need a commercial driver\'s license (CDL).',
  }),
  career({
    socCode: '49-9081.00', title: 'Wind turbine technicians', jobZone: 3,
    interests: { R: 7, I: 3.57, A: 1, S: 1.61, E: 1.78, C: 4.3 },
    description: 'Climb wind turbines to inspect, maintain and repair them. One of the fastest-growing jobs in the country.',
  }),
  career({
    socCode: '47-2231.00', title: 'Solar photovoltaic installers', jobZone: 2,
    interests: { R: 7, I: 2.65, A: 1.35, S: 1.28, E: 1.68, C: 4.06 },
    description: 'Put solar panels on roofs and other structures and connect them so they make electricity.',
  }),
  career({
    socCode: '49-3011.00', title: 'Aircraft mechanics and service technicians', jobZone: 3,
    interests: { R: 6.85, I: 3.74, A: 1, S: 1.3, E: 1.83, C: 4.68 },
    description: 'Inspect and repair airplanes and helicopters so they are safe to fly. You need FAA certification.',
  }),
  career({
    socCode: '47-2061.00', title: 'Construction laborers', jobZone: 2,
    interests: { R: 7, I: 2.68, A: 1.38, S: 1.23, E: 1.35, C: 3.61 },
    description: 'Do the physical work on building sites: preparing the site, moving materials and helping skilled trades workers.',
  }),
  career({
    socCode: '33-2011.00', title: 'Firefighters', jobZone: 3,
    interests: { R: 6.52, I: 2.91, A: 1.3, S: 3.4, E: 3.01, C: 3.46 },
    description: 'Respond to fires, car crashes and medical emergencies to protect people and property. Training happens at a fire academy.',
  }),
  career({
    socCode: '33-3051.00', title: 'Police and sheriff\'s patrol officers', jobZone: 3,
    interests: { R: 5.37, I: 2.75, A: 1.07, S: 3.43, E: 4.09, C: 4.35 },
    description: 'Patrol communities, respond to calls for help, and enforce laws. New officers train at a police academy.',
  }),
  career({
    socCode: '33-3012.00', title: 'Correctional officers and jailers', jobZone: 2,
    interests: { R: 5.35, I: 1.71, A: 1.01, S: 3.89, E: 3.21, C: 4.7 },
    description: 'Keep order and safety in jails and prisons and supervise people who have been arrested or sentenced.',
  }),
  career({
    socCode: '51-4041.00', title: 'Machinists', jobZone: 3,
    interests: { R: 7, I: 3.7, A: 1.93, S: 1.16, E: 1.23, C: 4.42 },
    description: 'Run machines that cut and shape metal into precise parts for cars, planes and equipment.',
  }),
  career({
    socCode: '17-2141.00', title: 'Mechanical engineers', jobZone: 4,
    interests: { R: 6.6, I: 5.3, A: 2.2, S: 1.1, E: 1.76, C: 4.65 },
    description: 'Design and test machines and devices, from engines and robots to heating systems and medical tools.',
  }),
  career({
    socCode: '17-2051.00', title: 'Civil engineers', jobZone: 4,
    interests: { R: 6.36, I: 5.11, A: 2.15, S: 1.79, E: 2.9, C: 4.63 },
    description: 'Plan and design roads, bridges, water systems and buildings, and make sure they are built safely.',
  }),
  career({
    socCode: '17-2071.00', title: 'Electrical engineers', jobZone: 4,
    interests: { R: 6.35, I: 5.31, A: 2.01, S: 1.57, E: 2.31, C: 5.01 },
    description: 'Design and test electrical equipment such as motors, power systems, radar and navigation systems.',
  }),
  career({
    socCode: '17-2041.00', title: 'Chemical engineers', jobZone: 4,
    interests: { R: 6.28, I: 5.73, A: 1.76, S: 1.06, E: 1.83, C: 4.61 },
    description: 'Use chemistry, physics and math to design processes that make fuels, medicines, food and materials.',
  }),
  career({
    socCode: '17-2061.00', title: 'Computer hardware engineers', jobZone: 4,
    interests: { R: 5.79, I: 5.64, A: 1.84, S: 1.79, E: 1.88, C: 5.28 },
    description: 'Design and test computer parts such as chips, circuit boards and memory devices.',
  }),
  career({
    socCode: '17-1011.00', title: 'Architects', jobZone: 5,
    interests: { R: 5.21, I: 4.18, A: 4.55, S: 2.51, E: 3.45, C: 4.12 },
    description: 'Design houses, schools, offices and other buildings, balancing looks, safety, cost and how people will use them.',
  }),
  career({
    socCode: '17-1012.00', title: 'Landscape architects', jobZone: 4,
    interests: { R: 5.42, I: 4.69, A: 4.57, S: 2.63, E: 3.66, C: 3.71 },
    description: 'Design parks, campuses, gardens and other outdoor spaces that are useful, beautiful and good for the environment.',
  }),
  career({
    socCode: '29-1131.00', title: 'Veterinarians', jobZone: 5,
    interests: { R: 5.97, I: 5.94, A: 1, S: 3.43, E: 1.71, C: 3.52 },
    description: 'Diagnose and treat sick and injured animals, from pets to farm animals. Requires a four-year veterinary degree after college.',
  }),
  career({
    socCode: '29-2034.00', title: 'Radiologic technologists', jobZone: 3,
    interests: { R: 6.25, I: 4.63, A: 1, S: 3.58, E: 1, C: 4.87 },
    description: 'Take X-rays and other medical images that help doctors find out what is wrong with patients.',
  }),
  career({
    socCode: '29-2055.00', title: 'Surgical technologists', jobZone: 3,
    interests: { R: 6.26, I: 3.22, A: 1, S: 3.82, E: 1.61, C: 4.85 },
    description: 'Prepare operating rooms, hand instruments to surgeons, and help keep surgery safe and sterile.',
  }),
  career({
    socCode: '27-4021.00', title: 'Photographers', jobZone: 3,
    interests: { R: 5.49, I: 2.29, A: 5.18, S: 1.85, E: 2.3, C: 3.43 },
    description: 'Take photos for news, events, businesses and art, and edit them with software. Many are self-employed.',
  }),
  career({
    socCode: '19-1032.00', title: 'Foresters', jobZone: 4,
    interests: { R: 5.32, I: 4.4, A: 1.24, S: 2.41, E: 3.78, C: 4.31 },
    description: 'Manage forests for wood, wildlife, recreation and fire safety, and plan new tree planting.',
  }),
  career({
    socCode: '31-9096.00', title: 'Veterinary assistants and lab animal caretakers', jobZone: 2,
    interests: { R: 6.31, I: 4.24, A: 1, S: 3.49, E: 1, C: 3.94 },
    description: 'Feed, bathe and care for animals at vet clinics and labs, and help vets during exams.',
  }),
  career({
    socCode: '35-2014.00', title: 'Restaurant cooks', jobZone: 2,
    interests: { R: 5.8, I: 1.4, A: 2.45, S: 2.78, E: 3.84, C: 4.26 },
    description: 'Prepare and cook meals in restaurants, following recipes and keeping the kitchen clean and safe.',
  }),
  career({
    socCode: '37-3011.00', title: 'Landscaping and groundskeeping workers', jobZone: 1,
    interests: { R: 7, I: 1.62, A: 1.9, S: 1.45, E: 1.8, C: 3.34 },
    description: 'Plant, mow, trim and care for lawns, gardens, parks and sports fields.',
  }),
  career({
    socCode: '49-9071.00', title: 'General maintenance and repair workers', jobZone: 3,
    interests: { R: 7, I: 2.51, A: 1.21, S: 1.78, E: 1.53, C: 4.16 },
    description: 'Fix many kinds of things in buildings, such as plumbing, wiring, doors and machines, to keep them running.',
  }),
  career({
    socCode: '47-2073.00', title: 'Construction equipment operators', jobZone: 2,
    interests: { R: 7, I: 2.93, A: 1, S: 1.14, E: 1.25, C: 3.88 },
    description: 'Drive and control bulldozers, cranes and other heavy machines that move earth and materials on building sites.',
  }),
  career({
    socCode: '49-9051.00', title: 'Electrical power-line installers and repairers', jobZone: 2,
    interests: { R: 7, I: 2.63, A: 1, S: 1.19, E: 1.72, C: 3.67 },
    description: 'Install and repair the power lines that bring electricity to homes and businesses, often high above the ground.',
  }),
  career({
    socCode: '51-8031.00', title: 'Water and wastewater treatment operators', jobZone: 3,
    interests: { R: 6.84, I: 2.71, A: 1, S: 1.52, E: 1.46, C: 4.64 },
    description: 'Run the plants that clean drinking water and treat wastewater so it is safe to return to the environment.',
  }),
  career({
    socCode: '39-5012.00', title: 'Hairdressers and cosmetologists', jobZone: 3,
    interests: { R: 5.41, I: 1.53, A: 3.23, S: 3.71, E: 3.25, C: 3.94 },
    description: 'Cut, color and style hair and give beauty treatments. You need a state license after cosmetology school.',
  }),
  career({
    socCode: '39-2021.00', title: 'Animal caretakers', jobZone: 2,
    interests: { R: 6.17, I: 2.76, A: 1.63, S: 3.75, E: 1.52, C: 3.24 },
    description: 'Feed, groom, exercise and look after animals in kennels, shelters, stables and zoos.',
  }),
  career({
    socCode: '17-3022.00', title: 'Civil engineering technicians', jobZone: 3,
    interests: { R: 5.82, I: 5.46, A: 2.61, S: 1.55, E: 1.92, C: 5.33 },
    description: 'Help civil engineers plan and build roads, bridges and water systems by testing materials and drawing plans.',
  }),
  career({
    socCode: '51-3011.00', title: 'Bakers', jobZone: 2,
    interests: { R: 6.37, I: 1.67, A: 2.23, S: 1.75, E: 2.1, C: 4.42 },
    description: 'Mix dough and bake breads, pastries and other goods in bakeries, stores and restaurants.',
  }),
  career({
    socCode: '15-1252.00', title: 'Software developers', jobZone: 4,
    interests: { R: 3.93, I: 5.86, A: 2.26, S: 1.88, E: 1.87, C: 5.46 },
    description: 'Design and build the apps, programs and systems that run on computers, phones and the web.',
  }),
  career({
    socCode: '15-2051.00', title: 'Data scientists', jobZone: 4,
    interests: { R: 2.16, I: 6.99, A: 2.59, S: 1.66, E: 1.71, C: 5.4 },
    description: 'Use statistics and programming to find patterns in large amounts of data and help organizations make decisions.',
  }),
  career({
    socCode: '15-1211.00', title: 'Computer systems analysts', jobZone: 3,
    interests: { R: 3.34, I: 6.36, A: 1.98, S: 1.89, E: 2.26, C: 5.89 },
    description: 'Study how an organization uses computers and design better systems to make its work faster and easier.',
  }),
  career({
    socCode: '15-1241.00', title: 'Computer network architects', jobZone: 4,
    interests: { R: 4.06, I: 5.33, A: 2.24, S: 2.19, E: 3.17, C: 5.07 },
    description: 'Design the networks that connect computers within companies and to the internet.',
  }),
  career({
    socCode: '15-1253.00', title: 'Software quality assurance testers', jobZone: 4,
    interests: { R: 3.8, I: 5.76, A: 1.69, S: 1.53, E: 1.57, C: 5.68 },
    description: 'Test software to find bugs and make sure programs work the way they should before people use them.',
  }),
  career({
    socCode: '15-1255.00', title: 'Web and digital interface designers', jobZone: 4,
    interests: { R: 2.57, I: 4.87, A: 4.49, S: 2.21, E: 3.14, C: 4.39 },
    description: 'Design how websites and apps look and feel so they are easy and pleasant to use.',
  }),
  career({
    socCode: '15-2041.00', title: 'Statisticians', jobZone: 5,
    interests: { R: 2.07, I: 6.63, A: 1.76, S: 1.69, E: 1.82, C: 5.93 },
    description: 'Collect and analyze data with math to answer questions in fields like health, sports, business and government.',
  }),
  career({
    socCode: '15-2021.00', title: 'Mathematicians', jobZone: 5,
    interests: { R: 3, I: 7, A: 3.23, S: 1.97, E: 1.16, C: 5.27 },
    description: 'Develop new math ideas and use math to solve problems in science, engineering and business.',
  }),
  career({
    socCode: '15-2031.00', title: 'Operations research analysts', jobZone: 5,
    interests: { R: 1.92, I: 6.26, A: 2.14, S: 2.04, E: 3.12, C: 5.77 },
    description: 'Use math and computer models to help organizations solve problems, such as planning routes or schedules.',
  }),
  career({
    socCode: '17-2011.00', title: 'Aerospace engineers', jobZone: 4,
    interests: { R: 5.37, I: 6.14, A: 2.45, S: 1.28, E: 2.58, C: 4.63 },
    description: 'Design and test airplanes, spacecraft, satellites and missiles.',
  }),
  career({
    socCode: '17-2031.00', title: 'Biomedical engineers', jobZone: 4,
    interests: { R: 5.57, I: 7, A: 2.3, S: 2.91, E: 1.58, C: 3.78 },
    description: 'Combine engineering and biology to design medical devices like artificial limbs, imaging machines and software.',
  }),
  career({
    socCode: '17-2081.00', title: 'Environmental engineers', jobZone: 4,
    interests: { R: 5.15, I: 6.11, A: 2.04, S: 2.21, E: 3.1, C: 4.29 },
    description: 'Design solutions to environmental problems such as water pollution, waste disposal and clean air.',
  }),
  career({
    socCode: '19-2031.00', title: 'Chemists', jobZone: 4,
    interests: { R: 5.66, I: 6.66, A: 1.5, S: 1.15, E: 1.6, C: 4.95 },
    description: 'Study substances and how they react, and use that knowledge to create new products like medicines and materials.',
  }),
  career({
    socCode: '19-1022.00', title: 'Microbiologists', jobZone: 4,
    interests: { R: 5.34, I: 7, A: 1.84, S: 2.12, E: 1.19, C: 3.9 },
    description: 'Study bacteria, viruses and other tiny organisms to understand disease, food safety and the environment.',
  }),
  career({
    socCode: '19-1021.00', title: 'Biochemists and biophysicists', jobZone: 5,
    interests: { R: 5.1, I: 7, A: 2.61, S: 2.16, E: 1.82, C: 3.61 },
    description: 'Study the chemistry and physics of living things, such as cells, DNA and proteins, often to develop medicines.',
  }),
  career({
    socCode: '19-1023.00', title: 'Zoologists and wildlife biologists', jobZone: 4,
    interests: { R: 5.32, I: 7, A: 2.24, S: 2.57, E: 2.48, C: 3.69 },
    description: 'Study animals and their habitats, often doing field work outdoors to protect wildlife.',
  }),
  career({
    socCode: '19-2041.00', title: 'Environmental scientists', jobZone: 4,
    interests: { R: 4.7, I: 7, A: 1.79, S: 2.62, E: 2.58, C: 4.44 },
    description: 'Use science to protect the environment and people\'s health, for example by cleaning up polluted land and water.',
  }),
  career({
    socCode: '19-2042.00', title: 'Geoscientists', jobZone: 5,
    interests: { R: 5.66, I: 7, A: 2.7, S: 2.23, E: 1.67, C: 4.16 },
    description: 'Study the Earth\'s rocks, water and history, often to find resources or understand natural hazards.',
  }),
  career({
    socCode: '19-2021.00', title: 'Atmospheric scientists and meteorologists', jobZone: 4,
    interests: { R: 4.82, I: 6.35, A: 2.72, S: 2.45, E: 2.69, C: 4.48 },
    description: 'Study weather and climate and make forecasts that keep people safe.',
  }),
  career({
    socCode: '19-2012.00', title: 'Physicists', jobZone: 5,
    interests: { R: 4.95, I: 7, A: 2.76, S: 2.11, E: 1.82, C: 4.86 },
    description: 'Study how matter and energy behave, from tiny particles to the whole universe.',
  }),
  career({
    socCode: '19-3011.00', title: 'Economists', jobZone: 5,
    interests: { R: 1.54, I: 7, A: 2.49, S: 2.22, E: 3.8, C: 4.34 },
    description: 'Study how people, businesses and governments use money and resources, and forecast economic trends.',
  }),
  career({
    socCode: '19-3051.00', title: 'Urban and regional planners', jobZone: 5,
    interests: { R: 3.16, I: 5.38, A: 2.96, S: 3, E: 4.53, C: 3.95 },
    description: 'Plan how towns and cities use land for housing, parks, roads and businesses.',
  }),
  career({
    socCode: '19-3091.00', title: 'Anthropologists and archeologists', jobZone: 5,
    interests: { R: 4.55, I: 6.74, A: 3.89, S: 3.32, E: 1.56, C: 3.54 },
    description: 'Study human cultures, languages and the remains of past societies.',
  }),
  career({
    socCode: '19-4031.00', title: 'Chemical technicians', jobZone: 3,
    interests: { R: 5.44, I: 5.88, A: 1.57, S: 1.72, E: 1.02, C: 5.07 },
    description: 'Run lab tests and equipment to help chemists and chemical engineers make and check products.',
  }),
  career({
    socCode: '19-4092.00', title: 'Forensic science technicians', jobZone: 3,
    interests: { R: 5.03, I: 6.11, A: 1.8, S: 1.69, E: 1.71, C: 5.04 },
    description: 'Collect and analyze evidence from crime scenes, such as fingerprints and DNA, to help solve crimes.',
  }),
  career({
    socCode: '29-1021.00', title: 'Dentists', jobZone: 5,
    interests: { R: 5.31, I: 5.4, A: 1.15, S: 4.27, E: 1.95, C: 3.85 },
    description: 'Examine and treat people\'s teeth and gums, fill cavities and help prevent dental problems.',
  }),
  career({
    socCode: '29-1041.00', title: 'Optometrists', jobZone: 5,
    interests: { R: 4.8, I: 5.78, A: 1.6, S: 5.02, E: 2.27, C: 3.92 },
    description: 'Examine eyes, test vision, and prescribe glasses, contact lenses and some treatments.',
  }),
  career({
    socCode: '29-1051.00', title: 'Pharmacists', jobZone: 5,
    interests: { R: 2.88, I: 5.65, A: 1.48, S: 4.81, E: 2.53, C: 4.68 },
    description: 'Fill prescriptions, check that medicines are safe together, and advise patients how to use them.',
  }),
  career({
    socCode: '29-1171.00', title: 'Nurse practitioners', jobZone: 5,
    interests: { R: 3.67, I: 5.52, A: 1.31, S: 5.36, E: 2.13, C: 4.28 },
    description: 'Advanced nurses who examine patients, diagnose illnesses and prescribe treatment, often as a main health provider.',
  }),
  career({
    socCode: '29-1181.00', title: 'Audiologists', jobZone: 5,
    interests: { R: 4.09, I: 6.03, A: 2.13, S: 5.76, E: 1.61, C: 4.16 },
    description: 'Test hearing and balance and help people with hearing loss, for example by fitting hearing aids.',
  }),
  career({
    socCode: '29-2011.00', title: 'Medical laboratory scientists', jobZone: 4,
    interests: { R: 5.78, I: 6.17, A: 1.11, S: 2.8, E: 1.55, C: 4.99 },
    description: 'Test blood, tissue and other samples in a lab so doctors can diagnose and treat disease.',
  }),
  career({
    socCode: '29-9092.00', title: 'Genetic counselors', jobZone: 5,
    interests: { R: 1.66, I: 5.86, A: 2.34, S: 5.45, E: 2.73, C: 3.89 },
    description: 'Help patients and families understand their risk of inherited conditions and what genetic test results mean.',
  }),
  career({
    socCode: '33-3021.00', title: 'Detectives and criminal investigators', jobZone: 3,
    interests: { R: 4.18, I: 4.9, A: 1.2, S: 2.73, E: 4.04, C: 4.83 },
    description: 'Gather facts and evidence to solve crimes, often after working as a police officer first.',
  }),
  career({
    socCode: '19-1041.00', title: 'Epidemiologists', jobZone: 5,
    interests: { R: 3.18, I: 7, A: 2.02, S: 4.03, E: 2.48, C: 3.67 },
    description: 'Investigate how diseases spread and how to prevent them, using data and field studies.',
  }),
  career({
    socCode: '19-1042.00', title: 'Medical scientists', jobZone: 5,
    interests: { R: 4.43, I: 7, A: 2.3, S: 3.24, E: 2.23, C: 3.95 },
    description: 'Do research to improve human health, such as testing new medicines and studying diseases.',
  }),
  career({
    socCode: '29-1223.00', title: 'Psychiatrists', jobZone: 5,
    interests: { R: 2.14, I: 6.37, A: 2.72, S: 5.98, E: 2.12, C: 3.9 },
    description: 'Medical doctors who diagnose and treat mental health conditions, including with therapy and medicine.',
    // BLS top-codes this median: May 2024 OEWS shows it only as "$239,200 or more" (A_MEDIAN "#").
  }),
  career({
    socCode: '27-1024.00', title: 'Graphic designers', jobZone: 4,
    interests: { R: 3.2, I: 2.83, A: 7, S: 2.31, E: 3.61, C: 3.78 },
    description: 'Create visual designs such as logos, ads, websites and packaging using color, images and type.',
  }),
  career({
    socCode: '27-1011.00', title: 'Art directors', jobZone: 4,
    interests: { R: 3.02, I: 2.7, A: 7, S: 2.8, E: 5.31, C: 3.82 },
    description: 'Lead the visual style of magazines, ads, films and games and direct the artists and designers who make them.',
  }),
  career({
    socCode: '27-1022.00', title: 'Fashion designers', jobZone: 3,
    interests: { R: 4.32, I: 2.17, A: 7, S: 2.33, E: 3.97, C: 2.91 },
    description: 'Design clothing, shoes and accessories, from first sketch to finished product.',
  }),
  career({
    socCode: '27-1025.00', title: 'Interior designers', jobZone: 4,
    interests: { R: 4.43, I: 3.18, A: 5.67, S: 2.79, E: 3.34, C: 3.73 },
    description: 'Plan the inside of homes, offices and stores: layout, colors, lighting and furniture.',
  }),
  career({
    socCode: '27-1021.00', title: 'Industrial designers', jobZone: 4,
    interests: { R: 4.64, I: 4.05, A: 5.55, S: 1.84, E: 3.69, C: 3.48 },
    description: 'Design everyday products such as phones, cars, toys and furniture so they work well and look good.',
  }),
  career({
    socCode: '27-1014.00', title: 'Special effects artists and animators', jobZone: 4,
    interests: { R: 3.72, I: 2.8, A: 7, S: 2.11, E: 2.71, C: 3.22 },
    description: 'Create animation and visual effects for movies, TV, video games and ads.',
  }),
  career({
    socCode: '27-1013.00', title: 'Fine artists', jobZone: 3,
    interests: { R: 4.06, I: 2.68, A: 7, S: 2.27, E: 2.37, C: 2.34 },
    description: 'Create original paintings, sculptures and illustrations to sell or show. Many work for themselves.',
  }),
  career({
    socCode: '27-1012.00', title: 'Craft artists', jobZone: 3,
    interests: { R: 5.86, I: 1.88, A: 6, S: 1.72, E: 2.9, C: 2.55 },
    description: 'Make handmade objects such as pottery, glassware, jewelry and quilts to sell or display.',
  }),
  career({
    socCode: '27-2012.00', title: 'Producers and directors', jobZone: 4,
    interests: { R: 2.14, I: 2.23, A: 6.15, S: 3.13, E: 5.78, C: 3.55 },
    description: 'Plan and manage movies, TV shows, plays and videos, from the budget to the final creative choices.',
  }),
  career({
    socCode: '27-2041.00', title: 'Music directors and composers', jobZone: 4,
    interests: { R: 2.04, I: 2.28, A: 7, S: 3.06, E: 4.77, C: 2.59 },
    description: 'Write music and lead orchestras, choirs and bands in rehearsals and performances.',
  }),
  career({
    socCode: '27-2042.00', title: 'Musicians and singers', jobZone: 4,
    interests: { R: 2.87, I: 1.53, A: 6.66, S: 3.4, E: 3.41, C: 2.17 },
    description: 'Perform music live or in recordings. Work is often part time and pay varies a lot.',
    // May 2024 OEWS publishes hourly wages only for this occupation (A_MEDIAN "*").
  }),
  career({
    socCode: '27-2011.00', title: 'Actors', jobZone: 2,
    interests: { R: 2.31, I: 2.13, A: 7, S: 4.1, E: 4, C: 1.67 },
    description: 'Play characters in plays, films, TV shows and ads. Jobs are usually short and competition is strong.',
    // May 2024 OEWS publishes hourly wages only for this occupation (A_MEDIAN "*").
  }),
  career({
    socCode: '27-2031.00', title: 'Dancers', jobZone: 3,
    interests: { R: 4.78, I: 1.4, A: 6.32, S: 3.68, E: 3.25, C: 1.66 },
    description: 'Perform dance in shows, music videos and events. Most start training young.',
    // May 2024 OEWS publishes hourly wages only for this occupation (A_MEDIAN "*").
  }),
  career({
    socCode: '27-2032.00', title: 'Choreographers', jobZone: 3,
    interests: { R: 3.67, I: 2.08, A: 7, S: 4.08, E: 3.8, C: 1.88 },
    description: 'Create and teach dance routines for performances, shows and competitions.',
  }),
  career({
    socCode: '27-3023.00', title: 'Reporters and journalists', jobZone: 4,
    interests: { R: 1.47, I: 4.16, A: 5.09, S: 2.8, E: 3.96, C: 3.63 },
    description: 'Research and report news stories for newspapers, websites, radio and TV.',
  }),
  career({
    socCode: '27-3041.00', title: 'Editors', jobZone: 4,
    interests: { R: 1, I: 3.11, A: 5.16, S: 2.51, E: 4.03, C: 4.85 },
    description: 'Plan, review and improve writing for books, magazines, websites and news outlets.',
  }),
  career({
    socCode: '27-3043.00', title: 'Writers and authors', jobZone: 4,
    interests: { R: 1, I: 3.26, A: 6.93, S: 2.84, E: 4.8, C: 3.18 },
    description: 'Write books, scripts, song lyrics, articles and online content.',
  }),
  career({
    socCode: '27-4032.00', title: 'Film and video editors', jobZone: 4,
    interests: { R: 3.27, I: 1.97, A: 5.45, S: 1.87, E: 2.98, C: 3.99 },
    description: 'Cut and assemble video footage, sound and effects into finished films, shows and videos.',
  }),
  career({
    socCode: '27-4031.00', title: 'Camera operators', jobZone: 3,
    interests: { R: 4.77, I: 1.97, A: 5.25, S: 1.84, E: 2.34, C: 3.5 },
    description: 'Film movies, TV shows, news and events with video cameras.',
  }),
  career({
    socCode: '27-3011.00', title: 'Broadcast announcers and radio DJs', jobZone: 4,
    interests: { R: 1.72, I: 1.98, A: 5.55, S: 3.5, E: 4.48, C: 3.15 },
    description: 'Present music, news and sports on radio, TV and online broadcasts.',
  }),
  career({
    socCode: '27-1027.00', title: 'Set and exhibit designers', jobZone: 5,
    interests: { R: 3.56, I: 2.85, A: 7, S: 3.08, E: 3.91, C: 3.28 },
    description: 'Design the sets for plays, films and TV shows, and the displays in museums and trade shows.',
  }),
  career({
    socCode: '39-5091.00', title: 'Makeup artists (theater and performance)', jobZone: 3,
    interests: { R: 4.39, I: 1.49, A: 6.84, S: 3.04, E: 2.96, C: 2.69 },
    description: 'Apply makeup and prosthetics to change how performers look for film, TV and stage.',
  }),
  career({
    socCode: '29-1141.00', title: 'Registered nurses', jobZone: 4,
    interests: { R: 3.66, I: 4.82, A: 1.31, S: 5.62, E: 2.28, C: 4.58 },
    description: 'Care for patients, give medicines and treatments, and teach people how to manage their health. Needs a nursing degree and license.',
  }),
  career({
    socCode: '25-2021.00', title: 'Elementary school teachers', jobZone: 4,
    interests: { R: 2.55, I: 3.38, A: 3.99, S: 7, E: 2.57, C: 3.53 },
    description: 'Teach children reading, math, science and social studies in grades 1 to 5 or 6. Requires a state license.',
  }),
  career({
    socCode: '25-2012.00', title: 'Kindergarten teachers', jobZone: 4,
    interests: { R: 2.59, I: 3.15, A: 4, S: 7, E: 2.46, C: 3.73 },
    description: 'Teach young children basic skills like letters, numbers and getting along with others.',
  }),
  career({
    socCode: '25-2022.00', title: 'Middle school teachers', jobZone: 4,
    interests: { R: 2.64, I: 3.31, A: 3.98, S: 7, E: 2.55, C: 3.6 },
    description: 'Teach students in grades 6 to 8, usually one or two subjects.',
  }),
  career({
    socCode: '25-2031.00', title: 'High school teachers', jobZone: 4,
    interests: { R: 2.85, I: 3.23, A: 3.71, S: 7, E: 2.75, C: 3.63 },
    description: 'Teach one subject, like English, biology or history, to students in grades 9 to 12.',
  }),
  career({
    socCode: '25-2011.00', title: 'Preschool teachers', jobZone: 3,
    interests: { R: 2.71, I: 2.77, A: 4.06, S: 7, E: 2.63, C: 3.59 },
    description: 'Teach and care for children ages 3 to 5 through play, stories and early learning.',
  }),
  career({
    socCode: '25-9042.00', title: 'Teaching assistants', jobZone: 3,
    interests: { R: 2.76, I: 2.39, A: 2.29, S: 6.41, E: 2.6, C: 4.7 },
    description: 'Help teachers by working with students one-on-one or in small groups and supervising classes.',
  }),
  career({
    socCode: '25-3041.00', title: 'Tutors', jobZone: 3,
    interests: { R: 2.26, I: 3.27, A: 3.24, S: 6.5, E: 1.64, C: 3.31 },
    description: 'Help students one-on-one or in small groups with schoolwork and test preparation.',
  }),
  career({
    socCode: '21-1012.00', title: 'School and career counselors', jobZone: 5,
    interests: { R: 1, I: 3.31, A: 3.42, S: 7, E: 4.21, C: 3.38 },
    description: 'Help students with school, college and career plans and with personal challenges.',
  }),
  career({
    socCode: '21-1021.00', title: 'Child, family and school social workers', jobZone: 4,
    interests: { R: 1.7, I: 3.32, A: 2.9, S: 6.85, E: 2.93, C: 3.57 },
    description: 'Help children and families in difficult situations find services, safety and support.',
  }),
  career({
    socCode: '21-1022.00', title: 'Healthcare social workers', jobZone: 5,
    interests: { R: 1.97, I: 4.24, A: 2.33, S: 6.92, E: 2.53, C: 3.06 },
    description: 'Help patients and families cope with illness and find care and services.',
  }),
  career({
    socCode: '21-1023.00', title: 'Mental health and substance abuse social workers', jobZone: 5,
    interests: { R: 1.72, I: 4.08, A: 2.78, S: 6.96, E: 2.42, C: 3.05 },
    description: 'Support people dealing with mental illness or addiction and connect them to treatment.',
  }),
  career({
    socCode: '21-1014.00', title: 'Mental health counselors', jobZone: 5,
    interests: { R: 1.32, I: 4.44, A: 3.06, S: 6.76, E: 2.91, C: 3.45 },
    description: 'Talk with people about problems like stress, anxiety and grief and help them build coping skills.',
  }),
  career({
    socCode: '21-1013.00', title: 'Marriage and family therapists', jobZone: 5,
    interests: { R: 1.49, I: 5.25, A: 3.58, S: 6.32, E: 1.86, C: 2.83 },
    description: 'Help couples and families work through problems in their relationships.',
  }),
  career({
    socCode: '21-1015.00', title: 'Rehabilitation counselors', jobZone: 4,
    interests: { R: 1.23, I: 3.26, A: 2.99, S: 6.81, E: 3.56, C: 3.26 },
    description: 'Help people with disabilities live independently and find and keep jobs.',
  }),
  career({
    socCode: '19-3033.00', title: 'Clinical and counseling psychologists', jobZone: 5,
    interests: { R: 1.07, I: 5.5, A: 3.02, S: 6.57, E: 2.67, C: 3.55 },
    description: 'Assess and treat mental and emotional problems through talk therapy and testing.',
  }),
  career({
    socCode: '29-1123.00', title: 'Physical therapists', jobZone: 5,
    interests: { R: 4.34, I: 4.87, A: 2.17, S: 5.91, E: 2.49, C: 3.08 },
    description: 'Help injured or ill people move better and manage pain through exercise and hands-on care.',
  }),
  career({
    socCode: '29-1122.00', title: 'Occupational therapists', jobZone: 5,
    interests: { R: 3.48, I: 4.34, A: 3.05, S: 6.13, E: 1.81, C: 3.06 },
    description: 'Help people recover the skills they need for daily life and work after injury, illness or disability.',
  }),
  career({
    socCode: '29-1127.00', title: 'Speech-language pathologists', jobZone: 5,
    interests: { R: 2.69, I: 5.63, A: 2.97, S: 5.91, E: 1.43, C: 4.03 },
    description: 'Help children and adults with speech, language and swallowing problems.',
  }),
  career({
    socCode: '29-1126.00', title: 'Respiratory therapists', jobZone: 3,
    interests: { R: 4.92, I: 4.81, A: 1, S: 5.05, E: 1.72, C: 3.84 },
    description: 'Care for patients who have trouble breathing, from premature babies to people with lung disease.',
  }),
  career({
    socCode: '29-1292.00', title: 'Dental hygienists', jobZone: 3,
    interests: { R: 5.14, I: 4.68, A: 1.18, S: 5.46, E: 1.67, C: 4.29 },
    description: 'Clean teeth, check for gum disease, take X-rays and teach patients how to care for their teeth.',
  }),
  career({
    socCode: '29-1071.00', title: 'Physician assistants', jobZone: 5,
    interests: { R: 3.79, I: 4.98, A: 1.23, S: 5.81, E: 2.07, C: 4.56 },
    description: 'Examine, diagnose and treat patients as part of a team with doctors. Needs a master\'s degree and license.',
  }),
  career({
    socCode: '29-1161.00', title: 'Nurse midwives', jobZone: 5,
    interests: { R: 3.42, I: 4.33, A: 1.91, S: 5.85, E: 2.92, C: 3.41 },
    description: 'Advanced nurses who care for women during pregnancy and childbirth and give other women\'s health care.',
  }),
  career({
    socCode: '29-2061.00', title: 'Licensed practical nurses', jobZone: 3,
    interests: { R: 4.58, I: 3.67, A: 1.07, S: 5.51, E: 2.13, C: 4.57 },
    description: 'Give basic nursing care, like checking vital signs and helping patients, under the direction of RNs and doctors.',
  }),
  career({
    socCode: '29-2042.00', title: 'Emergency medical technicians', jobZone: 3,
    interests: { R: 5.45, I: 4.55, A: 1, S: 5.59, E: 1.54, C: 3.82 },
    description: 'Respond to 911 calls, give emergency care and take patients to the hospital.',
  }),
  career({
    socCode: '29-2043.00', title: 'Paramedics', jobZone: 3,
    interests: { R: 5.24, I: 5.04, A: 1, S: 5.47, E: 1.85, C: 3.44 },
    description: 'Give advanced emergency care, such as medicines and heart monitoring, on the way to the hospital.',
  }),
  career({
    socCode: '29-9091.00', title: 'Athletic trainers', jobZone: 5,
    interests: { R: 5.54, I: 4.39, A: 1.09, S: 5.7, E: 2.27, C: 3.32 },
    description: 'Prevent, treat and help athletes recover from injuries, at schools, teams and clinics.',
  }),
  career({
    socCode: '29-1031.00', title: 'Dietitians and nutritionists', jobZone: 5,
    interests: { R: 3.03, I: 4.8, A: 2.4, S: 5.5, E: 3.42, C: 3.36 },
    description: 'Plan healthy eating programs and advise people on food and nutrition to manage health.',
  }),
  career({
    socCode: '31-1131.00', title: 'Nursing assistants', jobZone: 3,
    interests: { R: 4.6, I: 2.73, A: 1, S: 5.72, E: 1.76, C: 4.22 },
    description: 'Help patients with daily tasks like bathing, eating and moving in hospitals and nursing homes.',
  }),
  career({
    socCode: '31-1122.00', title: 'Personal care aides', jobZone: 2,
    interests: { R: 3.62, I: 1.82, A: 1.8, S: 6.21, E: 2.56, C: 3.82 },
    description: 'Help older adults and people with disabilities with daily activities at home.',
  }),
  career({
    socCode: '31-2021.00', title: 'Physical therapist assistants', jobZone: 3,
    interests: { R: 4.46, I: 3.65, A: 1.53, S: 6.41, E: 1.35, C: 3.78 },
    description: 'Help physical therapists guide patients through exercises and treatments.',
  }),
  career({
    socCode: '31-2011.00', title: 'Occupational therapy assistants', jobZone: 3,
    interests: { R: 3.65, I: 3.47, A: 2.14, S: 6.27, E: 1.11, C: 3.83 },
    description: 'Help occupational therapists teach patients skills for daily life and work.',
  }),
  career({
    socCode: '31-9011.00', title: 'Massage therapists', jobZone: 3,
    interests: { R: 4.77, I: 3.86, A: 2.26, S: 5.75, E: 2.07, C: 2.63 },
    description: 'Use touch to relax muscles, ease pain and help clients feel better.',
  }),
  career({
    socCode: '39-9011.00', title: 'Childcare workers', jobZone: 2,
    interests: { R: 3.35, I: 1.3, A: 3.52, S: 5.94, E: 2.92, C: 3.61 },
    description: 'Care for babies and young children, keeping them safe, fed and learning through play.',
  }),
  career({
    socCode: '39-9031.00', title: 'Fitness trainers and instructors', jobZone: 3,
    interests: { R: 4.98, I: 2.86, A: 2.6, S: 5.65, E: 3.4, C: 2.75 },
    description: 'Lead exercise classes and help people work out safely to reach their fitness goals.',
  }),
  career({
    socCode: '27-2022.00', title: 'Coaches and scouts', jobZone: 4,
    interests: { R: 4.26, I: 2.15, A: 2.43, S: 5.31, E: 5.13, C: 3.44 },
    description: 'Teach athletes skills and strategy, or look for talented players to recruit.',
  }),
  career({
    socCode: '21-2011.00', title: 'Clergy', jobZone: 5,
    interests: { R: 2.11, I: 2.14, A: 3.48, S: 5.88, E: 4.18, C: 2.83 },
    description: 'Lead religious services and support members of a faith community through life events.',
  }),
  career({
    socCode: '21-1094.00', title: 'Community health workers', jobZone: 4,
    interests: { R: 1.94, I: 3.49, A: 2.24, S: 6.58, E: 3.5, C: 3.36 },
    description: 'Connect people in their community with health care and teach them about healthy habits.',
  }),
  career({
    socCode: '21-1091.00', title: 'Health education specialists', jobZone: 4,
    interests: { R: 1.64, I: 5.3, A: 2.53, S: 6.16, E: 3.2, C: 3.98 },
    description: 'Create programs that teach people how to stay healthy and prevent disease.',
  }),
  career({
    socCode: '21-1092.00', title: 'Probation officers', jobZone: 4,
    interests: { R: 2.24, I: 3.47, A: 2.2, S: 5.63, E: 3.9, C: 4.11 },
    description: 'Supervise and support people on probation or parole so they follow the rules and rebuild their lives.',
  }),
  career({
    socCode: '25-9031.00', title: 'Instructional coordinators', jobZone: 5,
    interests: { R: 1.69, I: 3.98, A: 3.48, S: 6.16, E: 4.25, C: 4.03 },
    description: 'Develop school curriculum and help teachers improve how they teach.',
  }),
  career({
    socCode: '11-9032.00', title: 'School principals', jobZone: 5,
    interests: { R: 1.18, I: 3.32, A: 2.95, S: 5.87, E: 5.17, C: 4.48 },
    description: 'Lead a school: manage teachers and staff, set goals and make sure students learn in a safe place.',
  }),
  career({
    socCode: '11-9031.00', title: 'Preschool and childcare center directors', jobZone: 4,
    interests: { R: 1.08, I: 3.03, A: 2.88, S: 6.6, E: 4.76, C: 4.28 },
    description: 'Run preschools and childcare centers, hiring staff, planning programs and working with families.',
  }),
  career({
    socCode: '25-1011.00', title: 'Business professors', jobZone: 5,
    interests: { R: 1.99, I: 4.84, A: 3.2, S: 6.43, E: 3.81, C: 3.77 },
    description: 'Teach business courses at colleges and universities and do research.',
  }),
  career({
    socCode: '11-1021.00', title: 'General and operations managers', jobZone: 4,
    interests: { R: 2.22, I: 2.39, A: 1.31, S: 3.37, E: 6.96, C: 5.32 },
    description: 'Run the day-to-day work of a company or organization: people, budgets and plans.',
  }),
  career({
    socCode: '11-1011.00', title: 'Chief executives', jobZone: 5,
    interests: { R: 1.3, I: 3.24, A: 2.08, S: 3.52, E: 6.88, C: 5 },
    description: 'Lead whole companies or organizations, setting strategy and making the biggest decisions.',
  }),
  career({
    socCode: '11-2021.00', title: 'Marketing managers', jobZone: 4,
    interests: { R: 1, I: 2.9, A: 2.45, S: 2.82, E: 7, C: 4.7 },
    description: 'Plan how to get people interested in products and services, and lead marketing teams.',
  }),
  career({
    socCode: '11-2022.00', title: 'Sales managers', jobZone: 4,
    interests: { R: 1.49, I: 1.66, A: 1.31, S: 3.29, E: 7, C: 5.58 },
    description: 'Lead sales teams, set sales goals and decide how a company sells its products.',
  }),
  career({
    socCode: '11-3031.00', title: 'Financial managers', jobZone: 4,
    interests: { R: 1.22, I: 2.45, A: 1.54, S: 2.93, E: 7, C: 5.7 },
    description: 'Manage an organization\'s money: budgets, investments and financial reports.',
  }),
  career({
    socCode: '11-3121.00', title: 'Human resources managers', jobZone: 4,
    interests: { R: 1.09, I: 2.68, A: 1.71, S: 3.88, E: 7, C: 5.19 },
    description: 'Lead hiring, training, pay and benefits so an organization has the right people.',
  }),
  career({
    socCode: '11-9111.00', title: 'Medical and health services managers', jobZone: 4,
    interests: { R: 2.15, I: 3.85, A: 1.32, S: 4.24, E: 5.65, C: 5.63 },
    description: 'Run hospitals, clinics and health departments, managing staff, budgets and rules.',
  }),
  career({
    socCode: '11-9021.00', title: 'Construction managers', jobZone: 4,
    interests: { R: 4.69, I: 3.08, A: 1.73, S: 2.34, E: 5.74, C: 4.81 },
    description: 'Plan and oversee building projects, keeping them on time, on budget and safe.',
  }),
  career({
    socCode: '11-9041.00', title: 'Architectural and engineering managers', jobZone: 5,
    interests: { R: 3.17, I: 4.46, A: 2.66, S: 2.84, E: 6.38, C: 4.58 },
    description: 'Lead teams of engineers and architects on design and research projects.',
  }),
  career({
    socCode: '11-9051.00', title: 'Food service managers', jobZone: 2,
    interests: { R: 3.96, I: 1.86, A: 1.59, S: 3.51, E: 5.95, C: 5.29 },
    description: 'Run restaurants and cafeterias, managing staff, food quality and customer service.',
  }),
  career({
    socCode: '11-9081.00', title: 'Lodging managers', jobZone: 4,
    interests: { R: 2.45, I: 1.17, A: 1.45, S: 4.22, E: 6.29, C: 5.31 },
    description: 'Run hotels and other places to stay, making sure guests are happy and the business earns money.',
  }),
  career({
    socCode: '11-9141.00', title: 'Property and real estate managers', jobZone: 4,
    interests: { R: 3.14, I: 2.22, A: 1.75, S: 3.49, E: 6.77, C: 5.36 },
    description: 'Take care of apartment buildings, offices and other property for owners, including tenants and repairs.',
  }),
  career({
    socCode: '11-9161.00', title: 'Emergency management directors', jobZone: 4,
    interests: { R: 3.6, I: 4.56, A: 1.78, S: 4, E: 4.99, C: 4.66 },
    description: 'Plan how communities respond to disasters like floods, storms and pandemics, and lead the response.',
  }),
  career({
    socCode: '11-3051.00', title: 'Industrial production managers', jobZone: 4,
    interests: { R: 4.23, I: 2.94, A: 1.33, S: 1.83, E: 5.92, C: 5.29 },
    description: 'Run factories, making sure products are made safely, on time and to quality standards.',
  }),
  career({
    socCode: '11-3061.00', title: 'Purchasing managers', jobZone: 4,
    interests: { R: 2.04, I: 2.01, A: 1.4, S: 2.77, E: 7, C: 5.55 },
    description: 'Lead the teams that buy the goods and services an organization needs.',
  }),
  career({
    socCode: '13-1082.00', title: 'Project management specialists', jobZone: 4,
    interests: { R: 1.46, I: 2.76, A: 1.58, S: 3.35, E: 6.36, C: 5.56 },
    description: 'Organize projects from start to finish: plans, schedules, budgets and teams.',
  }),
  career({
    socCode: '13-1121.00', title: 'Event planners', jobZone: 4,
    interests: { R: 1, I: 1.43, A: 2.44, S: 4.52, E: 7, C: 5.27 },
    description: 'Organize conferences, weddings and other events, from venues and food to schedules.',
  }),
  career({
    socCode: '13-1161.00', title: 'Market research analysts', jobZone: 4,
    interests: { R: 1.07, I: 4.6, A: 2.56, S: 2.48, E: 5.52, C: 4.62 },
    description: 'Study what customers want and what competitors do to help companies decide what to sell.',
  }),
  career({
    socCode: '13-2052.00', title: 'Personal financial advisors', jobZone: 4,
    interests: { R: 1, I: 3.17, A: 1.74, S: 4.2, E: 5.88, C: 5.58 },
    description: 'Help people plan for goals like college and retirement, and advise them on saving and investing.',
  }),
  career({
    socCode: '23-1011.00', title: 'Lawyers', jobZone: 5,
    interests: { R: 1.17, I: 4.52, A: 2.32, S: 3.45, E: 5.54, C: 4.54 },
    description: 'Advise people and organizations about the law and represent them in court. Requires law school and a bar exam.',
  }),
  career({
    socCode: '23-1023.00', title: 'Judges', jobZone: 5,
    interests: { R: 2.37, I: 3.75, A: 2.21, S: 4, E: 5.25, C: 4.11 },
    description: 'Lead court cases, decide legal questions and make sure trials are fair.',
  }),
  career({
    socCode: '27-3031.00', title: 'Public relations specialists', jobZone: 4,
    interests: { R: 1, I: 2.79, A: 4.72, S: 3.94, E: 5.81, C: 3.47 },
    description: 'Shape how the public sees a company or person through news releases, social media and events.',
  }),
  career({
    socCode: '33-1012.00', title: 'Police supervisors', jobZone: 2,
    interests: { R: 3.31, I: 2.3, A: 1.1, S: 3.87, E: 7, C: 5.17 },
    description: 'Lead teams of police officers or detectives and manage their assignments.',
  }),
  career({
    socCode: '35-1011.00', title: 'Chefs and head cooks', jobZone: 3,
    interests: { R: 4.87, I: 1.61, A: 2.73, S: 2.95, E: 5.16, C: 4.43 },
    description: 'Create menus, lead the kitchen staff and make sure every dish is cooked well.',
  }),
  career({
    socCode: '35-1012.00', title: 'Food service supervisors', jobZone: 2,
    interests: { R: 4.16, I: 1.01, A: 1.01, S: 3.21, E: 6.35, C: 5.47 },
    description: 'Supervise cooks and servers in restaurants and cafeterias during shifts.',
  }),
  career({
    socCode: '41-2031.00', title: 'Retail salespersons', jobZone: 2,
    interests: { R: 3.3, I: 1, A: 2.09, S: 2.98, E: 6.08, C: 5.04 },
    description: 'Help customers find products in stores, answer questions and make sales.',
  }),
  career({
    socCode: '41-3011.00', title: 'Advertising sales agents', jobZone: 4,
    interests: { R: 1.06, I: 1.47, A: 3.54, S: 2.89, E: 6.71, C: 4.73 },
    description: 'Sell advertising space on websites, TV, radio and print to businesses.',
  }),
  career({
    socCode: '41-3021.00', title: 'Insurance sales agents', jobZone: 4,
    interests: { R: 1.1, I: 2.29, A: 1.18, S: 3.69, E: 5.84, C: 5.3 },
    description: 'Help people and businesses choose insurance for health, cars, homes and life, and sell policies.',
  }),
  career({
    socCode: '41-3031.00', title: 'Financial services sales agents', jobZone: 4,
    interests: { R: 1.25, I: 2.53, A: 1.29, S: 3.08, E: 6.08, C: 5.27 },
    description: 'Buy and sell stocks and other investments for clients and sell financial services.',
  }),
  career({
    socCode: '41-4012.00', title: 'Sales representatives (wholesale and manufacturing)', jobZone: 4,
    interests: { R: 2.64, I: 2.3, A: 1.69, S: 2.63, E: 6.09, C: 4.89 },
    description: 'Sell products from manufacturers and wholesalers to businesses, stores and governments.',
  }),
  career({
    socCode: '41-9022.00', title: 'Real estate agents', jobZone: 3,
    interests: { R: 2.02, I: 1.46, A: 1.93, S: 3.5, E: 6.43, C: 5.11 },
    description: 'Help people buy, sell and rent homes and other property. Requires a state license.',
  }),
  career({
    socCode: '11-9013.00', title: 'Farmers and ranchers', jobZone: 4,
    interests: { R: 5.16, I: 2.77, A: 1.04, S: 2.63, E: 5.54, C: 4.51 },
    description: 'Run farms and ranches that grow crops or raise animals, and manage the business side too.',
  }),
  career({
    socCode: '13-2011.00', title: 'Accountants and auditors', jobZone: 4,
    interests: { R: 1.14, I: 3.57, A: 1.09, S: 2.13, E: 3.86, C: 7 },
    description: 'Prepare and check financial records and taxes so organizations pay what they owe and follow the rules.',
  }),
  career({
    socCode: '15-1212.00', title: 'Information security analysts', jobZone: 4,
    interests: { R: 3.61, I: 5.43, A: 1.32, S: 2.03, E: 2.82, C: 6.16 },
    description: 'Protect computer networks and data from hackers and cyberattacks.',
  }),
  career({
    socCode: '11-3021.00', title: 'Computer and information systems managers', jobZone: 4,
    interests: { R: 2.56, I: 4.42, A: 1.5, S: 2.41, E: 5.09, C: 5.72 },
    description: 'Lead an organization\'s technology teams and plan its computer systems.',
  }),
  career({
    socCode: '15-2011.00', title: 'Actuaries', jobZone: 4,
    interests: { R: 1.81, I: 4.44, A: 1.18, S: 2.47, E: 3.41, C: 6.24 },
    description: 'Use math and statistics to measure risk and help insurance companies set prices.',
  }),
  career({
    socCode: '13-2031.00', title: 'Budget analysts', jobZone: 4,
    interests: { R: 1, I: 3.81, A: 1.53, S: 2.2, E: 4.76, C: 6.92 },
    description: 'Help organizations plan how to spend their money and track whether they stick to the plan.',
  }),
  career({
    socCode: '13-2041.00', title: 'Credit analysts', jobZone: 4,
    interests: { R: 1, I: 3.83, A: 1, S: 2.42, E: 4.5, C: 6.89 },
    description: 'Study whether people or businesses are likely to repay loans.',
  }),
  career({
    socCode: '13-2053.00', title: 'Insurance underwriters', jobZone: 4,
    interests: { R: 1.57, I: 3.52, A: 1, S: 2.88, E: 4.48, C: 6.27 },
    description: 'Decide whether to insure people or property, and on what terms, by judging the risk.',
  }),
  career({
    socCode: '13-2061.00', title: 'Financial examiners', jobZone: 4,
    interests: { R: 1, I: 3.54, A: 1, S: 2.7, E: 4.71, C: 6.16 },
    description: 'Check that banks and other financial companies follow laws and stay financially sound.',
  }),
  career({
    socCode: '13-2072.00', title: 'Loan officers', jobZone: 4,
    interests: { R: 1.24, I: 2.3, A: 1, S: 3.76, E: 5.03, C: 6.02 },
    description: 'Help people and businesses apply for loans and decide whether to approve them.',
  }),
  career({
    socCode: '13-2082.00', title: 'Tax preparers', jobZone: 3,
    interests: { R: 1.97, I: 2.36, A: 1, S: 2.42, E: 3.53, C: 6.62 },
    description: 'Fill out tax returns for people and small businesses.',
  }),
  career({
    socCode: '13-1031.00', title: 'Claims adjusters and examiners', jobZone: 4,
    interests: { R: 1.11, I: 3.4, A: 1, S: 2.63, E: 4.8, C: 6.24 },
    description: 'Investigate insurance claims, such as car accidents or storm damage, and decide how much to pay.',
  }),
  career({
    socCode: '13-1041.00', title: 'Compliance officers', jobZone: 4,
    interests: { R: 2.58, I: 3.05, A: 1, S: 2.95, E: 4.06, C: 6.32 },
    description: 'Make sure organizations follow laws, rules and licenses that apply to their work.',
  }),
  career({
    socCode: '13-1051.00', title: 'Cost estimators', jobZone: 4,
    interests: { R: 3.1, I: 3.25, A: 1.05, S: 1.66, E: 4.71, C: 6.44 },
    description: 'Figure out how much time, money and materials a building project or product will take.',
  }),
  career({
    socCode: '13-1081.00', title: 'Logisticians', jobZone: 4,
    interests: { R: 2.39, I: 3.83, A: 1.05, S: 2.35, E: 5.1, C: 5.58 },
    description: 'Plan how products move from suppliers to customers, keeping supply chains running smoothly.',
  }),
  career({
    socCode: '13-1111.00', title: 'Management analysts', jobZone: 4,
    interests: { R: 1.58, I: 5.46, A: 1.58, S: 2.77, E: 4.76, C: 6.13 },
    description: 'Study how organizations work and recommend ways to make them more efficient.',
  }),
  career({
    socCode: '13-1141.00', title: 'Compensation and benefits specialists', jobZone: 4,
    interests: { R: 1.43, I: 3.5, A: 1.28, S: 3.27, E: 5.11, C: 5.96 },
    description: 'Research pay and benefits so employers can offer fair salaries, insurance and retirement plans.',
  }),
  career({
    socCode: '13-1023.00', title: 'Purchasing agents', jobZone: 4,
    interests: { R: 3.39, I: 1.91, A: 1.12, S: 1.93, E: 4.99, C: 5.69 },
    description: 'Buy the supplies, equipment and services an organization needs at good prices.',
  }),
  career({
    socCode: '15-1232.00', title: 'Computer user support specialists', jobZone: 3,
    interests: { R: 4.06, I: 3.85, A: 1, S: 3.32, E: 2.31, C: 5.89 },
    description: 'Help people fix problems with computers, software and devices (the help desk).',
  }),
  career({
    socCode: '15-1242.00', title: 'Database administrators', jobZone: 4,
    interests: { R: 2.7, I: 4.76, A: 1.3, S: 2.28, E: 2.86, C: 6.57 },
    description: 'Organize and protect the databases where companies store information, and keep them running fast.',
  }),
  career({
    socCode: '15-1254.00', title: 'Web developers', jobZone: 3,
    interests: { R: 2.95, I: 5.06, A: 3.07, S: 2.24, E: 2.89, C: 5.09 },
    description: 'Build and maintain websites, writing the code that makes them work.',
  }),
  career({
    socCode: '17-1022.00', title: 'Surveyors', jobZone: 4,
    interests: { R: 5.14, I: 4.82, A: 1.77, S: 1.65, E: 1.93, C: 5.48 },
    description: 'Measure land to set property lines and map sites for construction.',
  }),
  career({
    socCode: '17-2112.00', title: 'Industrial engineers', jobZone: 4,
    interests: { R: 4.7, I: 4.88, A: 1.65, S: 1.4, E: 3.52, C: 5.41 },
    description: 'Find ways to cut waste and make factories, hospitals and businesses run more efficiently.',
  }),
  career({
    socCode: '23-2011.00', title: 'Paralegals and legal assistants', jobZone: 3,
    interests: { R: 1.71, I: 4.56, A: 2.04, S: 3.28, E: 4.21, C: 5.49 },
    description: 'Help lawyers by researching laws, organizing files and drafting documents.',
  }),
  career({
    socCode: '25-4022.00', title: 'Librarians', jobZone: 5,
    interests: { R: 2.33, I: 3.62, A: 2.65, S: 4.04, E: 2.76, C: 5.83 },
    description: 'Help people find information and books, and run library programs for all ages.',
  }),
  career({
    socCode: '25-4031.00', title: 'Library technicians', jobZone: 3,
    interests: { R: 3.07, I: 2.69, A: 1.6, S: 4.07, E: 1.87, C: 6.51 },
    description: 'Help librarians check out materials, organize collections and assist visitors.',
  }),
  career({
    socCode: '27-3042.00', title: 'Technical writers', jobZone: 4,
    interests: { R: 2.81, I: 3.7, A: 4.22, S: 2, E: 1.99, C: 5.33 },
    description: 'Write clear instructions, manuals and help guides that explain how things work.',
  }),
  career({
    socCode: '29-2052.00', title: 'Pharmacy technicians', jobZone: 3,
    interests: { R: 4.06, I: 3.13, A: 1, S: 3.36, E: 2.55, C: 7 },
    description: 'Help pharmacists count and package medicines, handle orders and serve customers.',
  }),
  career({
    socCode: '29-2072.00', title: 'Medical records specialists', jobZone: 3,
    interests: { R: 2.86, I: 4.33, A: 1, S: 3.38, E: 1.88, C: 6.97 },
    description: 'Organize patients\' health information and code it for insurance and records.',
  }),
  career({
    socCode: '31-9091.00', title: 'Dental assistants', jobZone: 3,
    interests: { R: 4.49, I: 3.55, A: 1, S: 4.35, E: 1.34, C: 5.46 },
    description: 'Help dentists during exams and treatment, take X-rays and keep records.',
  }),
  career({
    socCode: '31-9092.00', title: 'Medical assistants', jobZone: 3,
    interests: { R: 4.06, I: 3.8, A: 1, S: 4.81, E: 1.98, C: 5.76 },
    description: 'Do both clinical and office tasks in doctors\' offices, like taking vital signs and scheduling.',
  }),
  career({
    socCode: '41-2011.00', title: 'Cashiers', jobZone: 2,
    interests: { R: 2.8, I: 1.02, A: 1, S: 2.73, E: 3.66, C: 6.06 },
    description: 'Ring up purchases and take payments in stores and restaurants.',
  }),
  career({
    socCode: '43-3031.00', title: 'Bookkeeping and accounting clerks', jobZone: 3,
    interests: { R: 1.65, I: 2.17, A: 1, S: 1.47, E: 2.89, C: 7 },
    description: 'Record an organization\'s money coming in and going out and keep financial records accurate.',
  }),
  career({
    socCode: '43-3051.00', title: 'Payroll clerks', jobZone: 3,
    interests: { R: 1.58, I: 1, A: 1, S: 2.05, E: 3.4, C: 7 },
    description: 'Make sure employees are paid correctly and on time by tracking hours and pay.',
  }),
  career({
    socCode: '43-3071.00', title: 'Bank tellers', jobZone: 2,
    interests: { R: 2.29, I: 1.43, A: 1, S: 2.43, E: 4.19, C: 6.89 },
    description: 'Help bank customers deposit and withdraw money and answer account questions.',
  }),
  career({
    socCode: '43-4051.00', title: 'Customer service representatives', jobZone: 2,
    interests: { R: 2.05, I: 1.62, A: 1, S: 3.84, E: 5.11, C: 6.16 },
    description: 'Answer customers\' questions and solve problems by phone, chat or in person.',
  }),
  career({
    socCode: '43-4171.00', title: 'Receptionists', jobZone: 2,
    interests: { R: 1.87, I: 1.92, A: 1, S: 3.63, E: 4.23, C: 6.23 },
    description: 'Greet visitors, answer phones and schedule appointments in offices and clinics.',
  }),
  career({
    socCode: '43-5052.00', title: 'Postal mail carriers', jobZone: 2,
    interests: { R: 3.57, I: 1, A: 1, S: 2.64, E: 2.86, C: 6.4 },
    description: 'Deliver mail and packages to homes and businesses on a daily route.',
  }),
  career({
    socCode: '43-5071.00', title: 'Shipping, receiving and inventory clerks', jobZone: 2,
    interests: { R: 3.83, I: 1.26, A: 1, S: 1.45, E: 3.16, C: 7 },
    description: 'Track goods coming in and going out of warehouses and stores.',
  }),
  career({
    socCode: '43-6011.00', title: 'Executive assistants', jobZone: 3,
    interests: { R: 1.26, I: 1.9, A: 1.38, S: 3.98, E: 5.56, C: 6.39 },
    description: 'Organize schedules, meetings and documents for company leaders.',
  }),
  career({
    socCode: '43-6013.00', title: 'Medical secretaries', jobZone: 2,
    interests: { R: 2.38, I: 3.05, A: 1, S: 4.14, E: 3.16, C: 6.66 },
    description: 'Schedule patients, handle records and billing, and keep medical offices running.',
  }),
  career({
    socCode: '43-9021.00', title: 'Data entry keyers', jobZone: 2,
    interests: { R: 2.92, I: 2.34, A: 1, S: 1.23, E: 1.8, C: 7 },
    description: 'Type information into computer systems accurately and quickly.',
  }),
  career({
    socCode: '23-2093.00', title: 'Title examiners', jobZone: 2,
    interests: { R: 2.41, I: 2.67, A: 1.16, S: 2.32, E: 3.38, C: 6.69 },
    description: 'Search public records to confirm who legally owns a property before it is sold.',
  }),
  career({
    socCode: '53-2031.00', title: 'Flight attendants', jobZone: 2,
    interests: { R: 4.29, I: 2.02, A: 1.08, S: 4.1, E: 3.47, C: 4.57 },
    description: 'Keep airline passengers safe and comfortable during flights.',
  }),
  career({
    socCode: '43-4181.00', title: 'Travel and ticket agents', jobZone: 2,
    interests: { R: 2.12, I: 1, A: 1.27, S: 4.36, E: 4.02, C: 5.66 },
    description: 'Help travelers book trips, sell tickets and check in passengers.',
  }),
];
