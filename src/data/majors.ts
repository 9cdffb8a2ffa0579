/**
 * Curated college majors, keyed by 4-digit CIP 2020 code.
 *
 * - interests: the mean of the O*NET 29.3 interest profiles of the careers in careerCodes (a Waypoint
 *   estimate, hence source.estimate = true).
 * - medianEarnings / medianDebt: from the College Scorecard field-of-study file
 *   FieldOfStudyData1516_1617_PP (graduates of 2015-16 and 2016-17), bachelor's degrees only (CREDLEV 3):
 *   the median, across the institutions that report it, of each institution's P_MD_EARN_WNE (median earnings
 *   of graduates working and not enrolled, measured in the first years after graduating) and P_DEBTMEDIAN
 *   (median federal loan debt at graduation) for that 4-digit CIP. Fewer than 5 reporting institutions → null.
 *   PrivacySuppressed and NULL values are left out, never counted as 0. Earnings are in the dollars of the
 *   year measured, not adjusted for inflation.
 */
import type { Major, RowSource } from '../domain/catalog/schemas';

export const MAJOR_SOURCE: RowSource = {
  name: 'College Scorecard field-of-study data; median across institutions computed by Waypoint',
  year: '2015-16 and 2016-17 graduates',
  url: 'https://collegescorecard.ed.gov/data/',
  estimate: true,
};

function major(row: Omit<Major, 'source'>): Major {
  return { ...row, source: MAJOR_SOURCE };
}

export const MAJORS: readonly Major[] = [
  major({
    cip: '11.07', name: 'Computer science', medianEarnings: 63700, medianDebt: 22812,
    careerCodes: ['15-1252.00', '15-2051.00', '15-1211.00', '15-1253.00', '15-1212.00'],
    interests: { R: 3.37, I: 6.08, A: 1.97, S: 1.8, E: 2.05, C: 5.72 },
    description: 'Learn programming, algorithms and how computers work, to build software and solve problems with code.',
  }),
  major({
    cip: '11.01', name: 'Computer and information sciences', medianEarnings: 53500, medianDebt: 25000,
    careerCodes: ['15-1232.00', '15-1242.00', '15-1254.00', '15-1211.00', '15-1241.00'],
    interests: { R: 3.42, I: 5.07, A: 1.92, S: 2.38, E: 2.7, C: 5.7 },
    description: 'A broad computing degree covering programming, networks, databases and security.',
  }),
  major({
    cip: '11.10', name: 'Information technology', medianEarnings: 46100, medianDebt: 36177,
    careerCodes: ['15-1232.00', '15-1212.00', '15-1241.00', '11-3021.00'],
    interests: { R: 3.57, I: 4.76, A: 1.52, S: 2.49, E: 3.35, C: 5.71 },
    description: 'Learn to run and secure an organization\'s computers, networks and systems.',
  }),
  major({
    cip: '52.12', name: 'Management information systems', medianEarnings: 53450, medianDebt: 23744,
    careerCodes: ['15-1211.00', '11-3021.00', '13-1111.00', '15-1242.00'],
    interests: { R: 2.54, I: 5.25, A: 1.59, S: 2.34, E: 3.74, C: 6.08 },
    description: 'Combine business and technology to choose and manage the systems companies run on.',
  }),
  major({
    cip: '14.09', name: 'Computer engineering', medianEarnings: 68700, medianDebt: 24250,
    careerCodes: ['17-2061.00', '15-1252.00', '15-1241.00'],
    interests: { R: 4.59, I: 5.61, A: 2.11, S: 1.95, E: 2.31, C: 5.27 },
    description: 'Design computer hardware and the software that runs close to it, from chips to devices.',
  }),
  major({
    cip: '14.10', name: 'Electrical engineering', medianEarnings: 66600, medianDebt: 24713,
    careerCodes: ['17-2071.00', '17-2061.00', '11-9041.00'],
    interests: { R: 5.1, I: 5.14, A: 2.17, S: 2.07, E: 3.52, C: 4.96 },
    description: 'Study circuits, electronics and power systems to design electrical equipment.',
  }),
  major({
    cip: '14.19', name: 'Mechanical engineering', medianEarnings: 62400, medianDebt: 23500,
    careerCodes: ['17-2141.00', '11-9041.00', '17-2011.00'],
    interests: { R: 5.05, I: 5.3, A: 2.44, S: 1.74, E: 3.57, C: 4.62 },
    description: 'Use physics and math to design machines, engines and manufacturing systems.',
  }),
  major({
    cip: '14.08', name: 'Civil engineering', medianEarnings: 58200, medianDebt: 24458,
    careerCodes: ['17-2051.00', '17-2081.00', '11-9021.00', '17-3022.00'],
    interests: { R: 5.51, I: 4.94, A: 2.13, S: 1.97, E: 3.42, C: 4.77 },
    description: 'Learn to design roads, bridges, water systems and buildings that are safe and lasting.',
  }),
  major({
    cip: '14.07', name: 'Chemical engineering', medianEarnings: 64750, medianDebt: 23500,
    careerCodes: ['17-2041.00', '19-2031.00', '11-9041.00'],
    interests: { R: 5.04, I: 5.62, A: 1.97, S: 1.68, E: 3.27, C: 4.71 },
    description: 'Apply chemistry to design processes that make fuels, medicines, food and materials.',
  }),
  major({
    cip: '14.05', name: 'Biomedical engineering', medianEarnings: 57050, medianDebt: 21708,
    careerCodes: ['17-2031.00', '19-1042.00'],
    interests: { R: 5, I: 7, A: 2.3, S: 3.08, E: 1.91, C: 3.87 },
    description: 'Mix engineering with biology and medicine to design medical devices and tools.',
  }),
  major({
    cip: '14.02', name: 'Aerospace engineering', medianEarnings: 62500, medianDebt: 23446,
    careerCodes: ['17-2011.00', '17-2141.00'],
    interests: { R: 5.98, I: 5.72, A: 2.33, S: 1.19, E: 2.17, C: 4.64 },
    description: 'Study flight and space to design aircraft, spacecraft and satellites.',
  }),
  major({
    cip: '14.35', name: 'Industrial engineering', medianEarnings: 65250, medianDebt: 23750,
    careerCodes: ['17-2112.00', '15-2031.00', '11-3051.00', '13-1081.00'],
    interests: { R: 3.31, I: 4.48, A: 1.54, S: 1.9, E: 4.42, C: 5.51 },
    description: 'Learn to make factories, hospitals and businesses run more efficiently.',
  }),
  major({
    cip: '14.14', name: 'Environmental engineering', medianEarnings: 50750, medianDebt: 24275,
    careerCodes: ['17-2081.00', '19-2041.00'],
    interests: { R: 4.93, I: 6.55, A: 1.92, S: 2.42, E: 2.84, C: 4.37 },
    description: 'Design solutions for clean water, clean air and safe waste disposal.',
  }),
  major({
    cip: '15.10', name: 'Construction engineering technology', medianEarnings: 60900, medianDebt: 23000,
    careerCodes: ['11-9021.00', '13-1051.00', '17-3022.00'],
    interests: { R: 4.54, I: 3.93, A: 1.8, S: 1.85, E: 4.12, C: 5.53 },
    description: 'Hands-on study of how buildings and infrastructure are planned, estimated and built.',
  }),
  major({
    cip: '52.20', name: 'Construction management', medianEarnings: 61200, medianDebt: 24382,
    careerCodes: ['11-9021.00', '13-1051.00', '13-1082.00'],
    interests: { R: 3.08, I: 3.03, A: 1.45, S: 2.45, E: 5.6, C: 5.6 },
    description: 'Learn to plan and run building projects: schedules, budgets, crews and safety.',
  }),
  major({
    cip: '27.01', name: 'Mathematics', medianEarnings: 42600, medianDebt: 21750,
    careerCodes: ['15-2021.00', '15-2041.00', '15-2011.00', '15-2031.00', '25-2031.00'],
    interests: { R: 2.33, I: 5.51, A: 2.4, S: 3.03, E: 2.45, C: 5.37 },
    description: 'Study proofs, patterns and problem solving, which open doors in data, finance and teaching.',
  }),
  major({
    cip: '27.05', name: 'Statistics', medianEarnings: 50000, medianDebt: 17875,
    careerCodes: ['15-2041.00', '15-2051.00', '15-2011.00'],
    interests: { R: 2.01, I: 6.02, A: 1.84, S: 1.94, E: 2.31, C: 5.86 },
    description: 'Learn to collect, analyze and explain data with math and software.',
  }),
  major({
    cip: '40.08', name: 'Physics', medianEarnings: 38300, medianDebt: 22577,
    careerCodes: ['19-2012.00', '17-2071.00', '25-2031.00'],
    interests: { R: 4.72, I: 5.18, A: 2.83, S: 3.56, E: 2.29, C: 4.5 },
    description: 'Study how matter and energy behave, using math and experiments.',
  }),
  major({
    cip: '40.05', name: 'Chemistry', medianEarnings: 35600, medianDebt: 23000,
    careerCodes: ['19-2031.00', '19-4031.00', '29-1051.00', '19-4092.00'],
    interests: { R: 4.75, I: 6.07, A: 1.59, S: 2.34, E: 1.72, C: 4.93 },
    description: 'Learn how substances are built and how they react, in labs and in theory.',
  }),
  major({
    cip: '26.01', name: 'Biology', medianEarnings: 27600, medianDebt: 24715,
    careerCodes: ['19-1022.00', '19-1023.00', '29-2011.00', '19-1042.00', '25-2031.00'],
    interests: { R: 4.74, I: 6.08, A: 2.24, S: 3.55, E: 2.04, C: 4.03 },
    description: 'Study living things from cells to ecosystems; a common path to health careers and research.',
  }),
  major({
    cip: '26.02', name: 'Biochemistry and molecular biology', medianEarnings: 31500, medianDebt: 21573,
    careerCodes: ['19-1021.00', '19-1042.00', '19-2031.00'],
    interests: { R: 5.06, I: 6.89, A: 2.14, S: 2.18, E: 1.88, C: 4.17 },
    description: 'Study the chemistry of life: DNA, proteins and how cells work.',
  }),
  major({
    cip: '26.13', name: 'Ecology and evolutionary biology', medianEarnings: 23150, medianDebt: 23250,
    careerCodes: ['19-1023.00', '19-2041.00', '19-1032.00'],
    interests: { R: 5.11, I: 6.13, A: 1.76, S: 2.53, E: 2.95, C: 4.15 },
    description: 'Study how living things interact with each other and their environment.',
  }),
  major({
    cip: '03.01', name: 'Natural resources conservation', medianEarnings: 29950, medianDebt: 22256,
    careerCodes: ['19-1032.00', '19-2041.00', '19-1023.00'],
    interests: { R: 5.11, I: 6.13, A: 1.76, S: 2.53, E: 2.95, C: 4.15 },
    description: 'Learn to protect and manage forests, water, soil and wildlife.',
  }),
  major({
    cip: '03.05', name: 'Forestry', medianEarnings: 34900, medianDebt: 22500,
    careerCodes: ['19-1032.00', '19-2041.00'],
    interests: { R: 5.01, I: 5.7, A: 1.52, S: 2.52, E: 3.18, C: 4.38 },
    description: 'Study how to manage forests for wood, wildlife, recreation and fire safety.',
  }),
  major({
    cip: '01.09', name: 'Animal sciences', medianEarnings: 28400, medianDebt: 20685,
    careerCodes: ['29-1131.00', '39-2021.00', '31-9096.00', '11-9013.00'],
    interests: { R: 5.9, I: 3.93, A: 1.17, S: 3.33, E: 2.44, C: 3.8 },
    description: 'Learn about the care, breeding and nutrition of farm and companion animals.',
  }),
  major({
    cip: '01.01', name: 'Agricultural business', medianEarnings: 41400, medianDebt: 18650,
    careerCodes: ['11-9013.00', '13-1023.00', '41-4012.00'],
    interests: { R: 3.73, I: 2.33, A: 1.28, S: 2.4, E: 5.54, C: 5.03 },
    description: 'Combine farming knowledge with business to manage farms and agribusinesses.',
  }),
  major({
    cip: '40.06', name: 'Geology and earth sciences', medianEarnings: 32750, medianDebt: 24707,
    careerCodes: ['19-2042.00', '19-2041.00'],
    interests: { R: 5.18, I: 7, A: 2.25, S: 2.42, E: 2.12, C: 4.3 },
    description: 'Study rocks, water and the Earth\'s history and hazards.',
  }),
  major({
    cip: '40.04', name: 'Atmospheric sciences and meteorology', medianEarnings: 31650, medianDebt: 25500,
    careerCodes: ['19-2021.00'],
    interests: { R: 4.82, I: 6.35, A: 2.72, S: 2.45, E: 2.69, C: 4.48 },
    description: 'Study weather and climate and learn to make forecasts.',
  }),
  major({
    cip: '51.38', name: 'Nursing (registered nursing)', medianEarnings: 61050, medianDebt: 23387,
    careerCodes: ['29-1141.00', '29-1171.00', '29-1161.00'],
    interests: { R: 3.58, I: 4.89, A: 1.51, S: 5.61, E: 2.44, C: 4.09 },
    description: 'Prepare for the RN license with science classes and hands-on clinical training in hospitals.',
  }),
  major({
    cip: '51.09', name: 'Allied health diagnostic and treatment', medianEarnings: 50300, medianDebt: 25500,
    careerCodes: ['29-2034.00', '29-1126.00', '29-2055.00'],
    interests: { R: 5.81, I: 4.22, A: 1, S: 4.15, E: 1.44, C: 4.52 },
    description: 'Train for health jobs such as radiography, respiratory therapy and surgical technology.',
  }),
  major({
    cip: '51.10', name: 'Clinical laboratory science', medianEarnings: 54000, medianDebt: 22129,
    careerCodes: ['29-2011.00', '19-4092.00'],
    interests: { R: 5.41, I: 6.14, A: 1.46, S: 2.25, E: 1.63, C: 5.02 },
    description: 'Learn to run the lab tests doctors use to diagnose disease.',
  }),
  major({
    cip: '51.06', name: 'Dental hygiene and dental support', medianEarnings: 55450, medianDebt: 22250,
    careerCodes: ['29-1292.00', '31-9091.00'],
    interests: { R: 4.81, I: 4.12, A: 1.09, S: 4.9, E: 1.5, C: 4.88 },
    description: 'Train to clean teeth, take X-rays and support dentists.',
  }),
  major({
    cip: '51.07', name: 'Health administration', medianEarnings: 36650, medianDebt: 31459,
    careerCodes: ['11-9111.00', '29-2072.00', '43-6013.00'],
    interests: { R: 2.46, I: 3.74, A: 1.11, S: 3.92, E: 3.56, C: 6.42 },
    description: 'Learn the business side of health care: managing clinics, records and budgets.',
  }),
  major({
    cip: '51.22', name: 'Public health', medianEarnings: 31100, medianDebt: 25000,
    careerCodes: ['21-1091.00', '19-1041.00', '21-1094.00'],
    interests: { R: 2.25, I: 5.26, A: 2.26, S: 5.59, E: 3.06, C: 3.67 },
    description: 'Study how to prevent disease and improve the health of whole communities.',
  }),
  major({
    cip: '51.20', name: 'Pharmaceutical sciences', medianEarnings: 38800, medianDebt: 24969,
    careerCodes: ['29-1051.00', '29-2052.00', '19-2031.00'],
    interests: { R: 4.2, I: 5.15, A: 1.33, S: 3.11, E: 2.23, C: 5.54 },
    description: 'Study how medicines are made and work; a step toward pharmacy school or lab work.',
  }),
  major({
    cip: '51.31', name: 'Dietetics and nutrition', medianEarnings: 28900, medianDebt: 24250,
    careerCodes: ['29-1031.00', '21-1091.00'],
    interests: { R: 2.33, I: 5.05, A: 2.46, S: 5.83, E: 3.31, C: 3.67 },
    description: 'Learn how food affects health and how to plan healthy diets.',
  }),
  major({
    cip: '51.02', name: 'Communication disorders', medianEarnings: 25850, medianDebt: 20500,
    careerCodes: ['29-1127.00', '29-1181.00'],
    interests: { R: 3.39, I: 5.83, A: 2.55, S: 5.83, E: 1.52, C: 4.1 },
    description: 'Study speech, language and hearing; the first step toward speech pathology or audiology.',
  }),
  major({
    cip: '51.23', name: 'Rehabilitation and therapy sciences', medianEarnings: 29950, medianDebt: 26479,
    careerCodes: ['29-1123.00', '29-1122.00', '31-2021.00', '31-2011.00'],
    interests: { R: 3.98, I: 4.08, A: 2.22, S: 6.18, E: 1.69, C: 3.44 },
    description: 'Prepare for graduate school in physical or occupational therapy, or work as an assistant.',
  }),
  major({
    cip: '31.05', name: 'Kinesiology and exercise science', medianEarnings: 28000, medianDebt: 25000,
    careerCodes: ['39-9031.00', '29-9091.00', '29-1123.00', '27-2022.00'],
    interests: { R: 4.78, I: 3.57, A: 2.07, S: 5.64, E: 3.32, C: 3.15 },
    description: 'Study how the body moves and how exercise affects health and performance.',
  }),
  major({
    cip: '42.01', name: 'Psychology', medianEarnings: 27900, medianDebt: 24991,
    careerCodes: ['19-3033.00', '21-1014.00', '21-1023.00', '21-1012.00'],
    interests: { R: 1.28, I: 4.33, A: 3.07, S: 6.82, E: 3.05, C: 3.36 },
    description: 'Study how people think, feel and behave. Most psychology jobs need a graduate degree.',
  }),
  major({
    cip: '44.07', name: 'Social work', medianEarnings: 31000, medianDebt: 25000,
    careerCodes: ['21-1021.00', '21-1022.00', '21-1023.00'],
    interests: { R: 1.8, I: 3.88, A: 2.67, S: 6.91, E: 2.63, C: 3.23 },
    description: 'Learn to help people and families in hard situations find services and support.',
  }),
  major({
    cip: '44.00', name: 'Human services', medianEarnings: 31300, medianDebt: 28209,
    careerCodes: ['21-1094.00', '21-1015.00', '21-1092.00'],
    interests: { R: 1.8, I: 3.41, A: 2.48, S: 6.34, E: 3.65, C: 3.58 },
    description: 'Prepare for work in community agencies helping people with housing, health and jobs.',
  }),
  major({
    cip: '43.01', name: 'Criminal justice', medianEarnings: 32500, medianDebt: 26000,
    careerCodes: ['33-3051.00', '33-3012.00', '21-1092.00', '33-3021.00'],
    interests: { R: 4.29, I: 3.21, A: 1.37, S: 3.92, E: 3.81, C: 4.5 },
    description: 'Study crime, police, courts and corrections.',
  }),
  major({
    cip: '43.02', name: 'Fire protection', medianEarnings: 68600, medianDebt: 28750,
    careerCodes: ['33-2011.00', '11-9161.00'],
    interests: { R: 5.06, I: 3.73, A: 1.54, S: 3.7, E: 4, C: 4.06 },
    description: 'Study fire science, prevention and emergency response.',
  }),
  major({
    cip: '13.12', name: 'Elementary and early childhood teacher education', medianEarnings: 34000, medianDebt: 25250,
    careerCodes: ['25-2021.00', '25-2012.00', '25-2011.00', '39-9011.00'],
    interests: { R: 2.8, I: 2.65, A: 3.89, S: 6.74, E: 2.64, C: 3.61 },
    description: 'Learn how young children learn and how to teach reading, math and more; leads to a teaching license.',
  }),
  major({
    cip: '13.13', name: 'Secondary subject teacher education', medianEarnings: 35000, medianDebt: 25250,
    careerCodes: ['25-2031.00', '25-2022.00'],
    interests: { R: 2.75, I: 3.27, A: 3.84, S: 7, E: 2.65, C: 3.62 },
    description: 'Train to teach a subject such as math, science or English in middle or high school.',
  }),
  major({
    cip: '13.10', name: 'Special education', medianEarnings: 36400, medianDebt: 26000,
    careerCodes: ['25-2021.00', '25-9042.00', '25-9031.00'],
    interests: { R: 2.33, I: 3.25, A: 3.25, S: 6.52, E: 3.14, C: 4.09 },
    description: 'Learn to teach students with disabilities and adapt lessons to each student.',
  }),
  major({
    cip: '19.07', name: 'Human development and family studies', medianEarnings: 28600, medianDebt: 25000,
    careerCodes: ['39-9011.00', '11-9031.00', '21-1021.00'],
    interests: { R: 2.04, I: 2.55, A: 3.1, S: 6.46, E: 3.54, C: 3.82 },
    description: 'Study how people grow and how families work; leads to child care, family services and teaching.',
  }),
  major({
    cip: '52.03', name: 'Accounting', medianEarnings: 43900, medianDebt: 25000,
    careerCodes: ['13-2011.00', '13-2082.00', '13-2061.00', '43-3031.00'],
    interests: { R: 1.44, I: 2.91, A: 1.02, S: 2.18, E: 3.75, C: 6.7 },
    description: 'Learn to record, check and report financial information; a path to becoming a CPA.',
  }),
  major({
    cip: '52.08', name: 'Finance', medianEarnings: 47500, medianDebt: 23250,
    careerCodes: ['11-3031.00', '13-2052.00', '13-2072.00', '13-2041.00', '41-3031.00'],
    interests: { R: 1.14, I: 2.86, A: 1.31, S: 3.28, E: 5.7, C: 5.89 },
    description: 'Study money, investments, banking and how businesses raise and use funds.',
  }),
  major({
    cip: '52.02', name: 'Business administration and management', medianEarnings: 40200, medianDebt: 25000,
    careerCodes: ['11-1021.00', '13-1111.00', '13-1082.00', '11-3121.00'],
    interests: { R: 1.59, I: 3.32, A: 1.55, S: 3.34, E: 6.27, C: 5.55 },
    description: 'A broad business degree covering management, marketing, finance and operations.',
  }),
  major({
    cip: '52.14', name: 'Marketing', medianEarnings: 40000, medianDebt: 23552,
    careerCodes: ['11-2021.00', '13-1161.00', '41-3011.00', '27-3031.00'],
    interests: { R: 1.03, I: 2.94, A: 3.32, S: 3.03, E: 6.26, C: 4.38 },
    description: 'Learn how businesses understand customers, build brands and sell products.',
  }),
  major({
    cip: '52.10', name: 'Human resources management', medianEarnings: 42900, medianDebt: 26266,
    careerCodes: ['11-3121.00', '13-1141.00'],
    interests: { R: 1.26, I: 3.09, A: 1.5, S: 3.58, E: 6.05, C: 5.58 },
    description: 'Study hiring, training, pay and employee relations.',
  }),
  major({
    cip: '52.09', name: 'Hospitality management', medianEarnings: 34400, medianDebt: 22752,
    careerCodes: ['11-9081.00', '11-9051.00', '13-1121.00', '35-1011.00'],
    interests: { R: 3.07, I: 1.52, A: 2.05, S: 3.8, E: 6.1, C: 5.07 },
    description: 'Learn to run hotels, restaurants, events and travel businesses.',
  }),
  major({
    cip: '52.15', name: 'Real estate', medianEarnings: 47600, medianDebt: 21046,
    careerCodes: ['41-9022.00', '11-9141.00'],
    interests: { R: 2.58, I: 1.84, A: 1.84, S: 3.5, E: 6.6, C: 5.24 },
    description: 'Study property markets, appraisal, law and finance.',
  }),
  major({
    cip: '52.17', name: 'Insurance and risk management', medianEarnings: 53000, medianDebt: 22210,
    careerCodes: ['13-2053.00', '41-3021.00', '13-1031.00'],
    interests: { R: 1.26, I: 3.07, A: 1.06, S: 3.07, E: 5.04, C: 5.94 },
    description: 'Learn how insurance works and how to measure and manage risk.',
  }),
  major({
    cip: '52.13', name: 'Business analytics and quantitative methods', medianEarnings: 51700, medianDebt: 22142,
    careerCodes: ['13-1111.00', '15-2031.00', '13-1081.00'],
    interests: { R: 1.96, I: 5.18, A: 1.59, S: 2.39, E: 4.33, C: 5.83 },
    description: 'Use data, statistics and models to solve business problems.',
  }),
  major({
    cip: '45.06', name: 'Economics', medianEarnings: 44300, medianDebt: 21666,
    careerCodes: ['19-3011.00', '13-1111.00', '13-2031.00'],
    interests: { R: 1.37, I: 5.42, A: 1.87, S: 2.4, E: 4.44, C: 5.8 },
    description: 'Study how people, businesses and governments make choices about money and resources.',
  }),
  major({
    cip: '45.10', name: 'Political science', medianEarnings: 32850, medianDebt: 23184,
    careerCodes: ['23-1011.00', '27-3031.00', '19-3011.00'],
    interests: { R: 1.24, I: 4.77, A: 3.18, S: 3.2, E: 5.05, C: 4.12 },
    description: 'Study governments, politics and laws; a common path to law school and public service.',
  }),
  major({
    cip: '44.04', name: 'Public administration', medianEarnings: 40800, medianDebt: 24627,
    careerCodes: ['13-2031.00', '11-9161.00', '19-3051.00'],
    interests: { R: 2.59, I: 4.58, A: 2.09, S: 3.07, E: 4.76, C: 5.18 },
    description: 'Learn to manage government agencies and public programs.',
  }),
  major({
    cip: '22.03', name: 'Legal studies and paralegal', medianEarnings: 31900, medianDebt: 35500,
    careerCodes: ['23-2011.00', '23-2093.00'],
    interests: { R: 2.06, I: 3.61, A: 1.6, S: 2.8, E: 3.79, C: 6.09 },
    description: 'Learn legal research and documents to support lawyers.',
  }),
  major({
    cip: '45.11', name: 'Sociology', medianEarnings: 29700, medianDebt: 24466,
    careerCodes: ['21-1021.00', '21-1091.00', '13-1161.00'],
    interests: { R: 1.47, I: 4.41, A: 2.66, S: 5.16, E: 3.88, C: 4.06 },
    description: 'Study groups, communities and society, and how they shape people\'s lives.',
  }),
  major({
    cip: '45.02', name: 'Anthropology', medianEarnings: 23750, medianDebt: 22752,
    careerCodes: ['19-3091.00'],
    interests: { R: 4.55, I: 6.74, A: 3.89, S: 3.32, E: 1.56, C: 3.54 },
    description: 'Study human cultures and the past through fieldwork and artifacts.',
  }),
  major({
    cip: '45.07', name: 'Geography', medianEarnings: 32500, medianDebt: 22418,
    careerCodes: ['19-3051.00', '17-1022.00'],
    interests: { R: 4.15, I: 5.1, A: 2.37, S: 2.33, E: 3.23, C: 4.71 },
    description: 'Study places, maps and how people and environments interact.',
  }),
  major({
    cip: '54.01', name: 'History', medianEarnings: 28200, medianDebt: 23250,
    careerCodes: ['25-2031.00', '25-4022.00', '19-3091.00'],
    interests: { R: 3.24, I: 4.53, A: 3.42, S: 4.79, E: 2.36, C: 4.33 },
    description: 'Study the past to understand the present; builds research and writing skills.',
  }),
  major({
    cip: '23.01', name: 'English language and literature', medianEarnings: 26850, medianDebt: 23250,
    careerCodes: ['27-3043.00', '27-3041.00', '25-2031.00', '27-3042.00'],
    interests: { R: 1.92, I: 3.33, A: 5, S: 3.59, E: 3.39, C: 4.25 },
    description: 'Read and write widely; builds skills for writing, editing and teaching.',
  }),
  major({
    cip: '09.01', name: 'Communication and media studies', medianEarnings: 31700, medianDebt: 24749,
    careerCodes: ['27-3031.00', '27-3011.00', '11-2021.00'],
    interests: { R: 1.24, I: 2.56, A: 4.24, S: 3.42, E: 5.76, C: 3.77 },
    description: 'Study how people and media communicate, for careers in media and public relations.',
  }),
  major({
    cip: '09.04', name: 'Journalism', medianEarnings: 30000, medianDebt: 23488,
    careerCodes: ['27-3023.00', '27-3041.00'],
    interests: { R: 1.23, I: 3.63, A: 5.12, S: 2.65, E: 4, C: 4.24 },
    description: 'Learn to report, write and produce news for print, online and broadcast.',
  }),
  major({
    cip: '09.09', name: 'Public relations and advertising', medianEarnings: 35000, medianDebt: 24237,
    careerCodes: ['27-3031.00', '11-2021.00', '41-3011.00'],
    interests: { R: 1.02, I: 2.39, A: 3.57, S: 3.22, E: 6.51, C: 4.3 },
    description: 'Learn to craft messages and campaigns for organizations and brands.',
  }),
  major({
    cip: '50.04', name: 'Design and applied arts', medianEarnings: 30900, medianDebt: 27000,
    careerCodes: ['27-1024.00', '27-1025.00', '27-1021.00', '27-1022.00'],
    interests: { R: 4.15, I: 3.06, A: 6.3, S: 2.32, E: 3.65, C: 3.48 },
    description: 'Study graphic, interior, industrial or fashion design.',
  }),
  major({
    cip: '50.07', name: 'Fine and studio arts', medianEarnings: 22700, medianDebt: 25195,
    careerCodes: ['27-1013.00', '27-1012.00', '27-1011.00'],
    interests: { R: 4.31, I: 2.42, A: 6.67, S: 2.26, E: 3.53, C: 2.9 },
    description: 'Make art such as painting, drawing, sculpture and printmaking.',
  }),
  major({
    cip: '50.09', name: 'Music', medianEarnings: 22900, medianDebt: 25500,
    careerCodes: ['27-2042.00', '27-2041.00'],
    interests: { R: 2.46, I: 1.9, A: 6.83, S: 3.23, E: 4.09, C: 2.38 },
    description: 'Study performance, composition and music theory.',
  }),
  major({
    cip: '50.05', name: 'Drama and theater arts', medianEarnings: 20100, medianDebt: 24250,
    careerCodes: ['27-2011.00', '27-2012.00', '27-1027.00', '39-5091.00'],
    interests: { R: 3.1, I: 2.17, A: 6.75, S: 3.34, E: 4.16, C: 2.8 },
    description: 'Study acting, directing and stagecraft.',
  }),
  major({
    cip: '50.03', name: 'Dance', medianEarnings: 19700, medianDebt: 26000,
    careerCodes: ['27-2031.00', '27-2032.00'],
    interests: { R: 4.22, I: 1.74, A: 6.66, S: 3.88, E: 3.52, C: 1.77 },
    description: 'Train in dance technique, choreography and performance.',
  }),
  major({
    cip: '50.06', name: 'Film, video and photography', medianEarnings: 22250, medianDebt: 25000,
    careerCodes: ['27-4032.00', '27-4031.00', '27-4021.00', '27-2012.00'],
    interests: { R: 3.92, I: 2.12, A: 5.51, S: 2.17, E: 3.35, C: 3.62 },
    description: 'Learn to shoot and edit film, video and photographs.',
  }),
  major({
    cip: '04.02', name: 'Architecture', medianEarnings: 45050, medianDebt: 26678,
    careerCodes: ['17-1011.00', '27-1025.00'],
    interests: { R: 4.82, I: 3.68, A: 5.11, S: 2.65, E: 3.4, C: 3.92 },
    description: 'Learn to design buildings through studio projects, drawing and building science.',
  }),
  major({
    cip: '04.06', name: 'Landscape architecture', medianEarnings: 44350, medianDebt: 27000,
    careerCodes: ['17-1012.00'],
    interests: { R: 5.42, I: 4.69, A: 4.57, S: 2.63, E: 3.66, C: 3.71 },
    description: 'Design parks, gardens and outdoor public spaces.',
  }),
  major({
    cip: '38.01', name: 'Philosophy', medianEarnings: 27550, medianDebt: 21754,
    careerCodes: ['23-1011.00', '21-2011.00'],
    interests: { R: 1.64, I: 3.33, A: 2.9, S: 4.67, E: 4.86, C: 3.69 },
    description: 'Study big questions about knowledge, ethics and logic; builds strong reasoning skills.',
  }),
  major({
    cip: '39.06', name: 'Theology and ministry', medianEarnings: 21800, medianDebt: 23804,
    careerCodes: ['21-2011.00'],
    interests: { R: 2.11, I: 2.14, A: 3.48, S: 5.88, E: 4.18, C: 2.83 },
    description: 'Study religion and prepare to lead and serve faith communities.',
  }),
  major({
    cip: '12.05', name: 'Culinary arts', medianEarnings: 28700, medianDebt: 38939,
    careerCodes: ['35-1011.00', '35-2014.00', '51-3011.00', '11-9051.00'],
    interests: { R: 5.25, I: 1.64, A: 2.25, S: 2.75, E: 4.26, C: 4.6 },
    description: 'Learn professional cooking and how to run a kitchen.',
  }),
  major({
    cip: '49.01', name: 'Aviation', medianEarnings: 39300, medianDebt: 24125,
    careerCodes: ['49-3011.00', '53-2031.00'],
    interests: { R: 5.57, I: 2.88, A: 1.04, S: 2.7, E: 2.65, C: 4.62 },
    description: 'Study flying and airport and airline operations.',
  }),
  major({
    cip: '19.09', name: 'Apparel and textiles', medianEarnings: 33500, medianDebt: 23312,
    careerCodes: ['27-1022.00'],
    interests: { R: 4.32, I: 2.17, A: 7, S: 2.33, E: 3.97, C: 2.91 },
    description: 'Study clothing design, textiles and the fashion business.',
  }),
];
