import type { TrainingCosts } from '../domain/catalog/training-route';

/**
 * Typical cost of each training route, one dataset entry per route kind, each naming its source and year.
 * - apprenticeship: apprentices are employees paid a wage while they train (U.S. Department of Labor, apprenticeship.gov
 *   FAQ "Apprenticeships are jobs! Apprentices earn wages from their employers during training"; page read 2026-11-27).
 * - on-the-job: BLS defines on-the-job training as training after being hired, in the job (EP category definitions).
 * - certificate, associate: the median of NPT4_PUB (average net price, students receiving aid, per academic year) over
 *   the 852 public 2-year institutions (CONTROL = 1, ICLEVEL = 2) that report one in the College Scorecard 2023-24
 *   institution file (MERGED2023_24_PP): $7,229.50, rounded to $7,230. An estimate: a typical college's yearly price,
 *   not any one student's. training-costs.test.ts recomputes it from the official file.
 * - bachelor: the median average net price per year of the 149 public colleges granting mostly bachelor's degrees in
 *   Waypoint's college list (src/data/colleges.ts, College Scorecard 2023-24): $16,177. An estimate, recomputed by the test.
 * - graduate: Waypoint has no dataset of graduate-school prices: not reported.
 */

export const PUBLIC_TWO_YEAR_NET_PRICE = 7230;
export const PUBLIC_BACHELOR_NET_PRICE = 16177;

const SCORECARD_TWO_YEAR = {
  name: 'U.S. Department of Education, College Scorecard 2023-24 (MERGED2023_24): median average net price of public 2-year colleges, computed by Waypoint',
  year: '2023-24',
  url: 'https://collegescorecard.ed.gov/data/',
  estimate: true,
};

export const TRAINING_COSTS: TrainingCosts = {
  apprenticeship: {
    perYear: null,
    note: 'Paid: apprentices are hired and earn a wage while they train',
    source: { name: 'U.S. Department of Labor, apprenticeship.gov (FAQ, page read 2026-11-27)', year: '2026', url: 'https://www.apprenticeship.gov/faqs', estimate: false },
  },
  'on-the-job': {
    perYear: null,
    note: 'Paid: the training happens on the job, after you are hired',
    source: {
      name: 'BLS Employment Projections, measures of education and training (category definitions)',
      year: '2024',
      url: 'https://www.bls.gov/emp/documentation/education/tech.htm',
      estimate: false,
    },
  },
  certificate: { perYear: PUBLIC_TWO_YEAR_NET_PRICE, note: 'Typical net price a year at a public 2-year college (estimate)', source: SCORECARD_TWO_YEAR },
  associate: { perYear: PUBLIC_TWO_YEAR_NET_PRICE, note: 'Typical net price a year at a public 2-year college (estimate)', source: SCORECARD_TWO_YEAR },
  bachelor: {
    perYear: PUBLIC_BACHELOR_NET_PRICE,
    note: 'Typical net price a year at a public 4-year college (estimate)',
    source: {
      name: "U.S. Department of Education, College Scorecard 2023-24: median average net price of the public bachelor's colleges in Waypoint's list, computed by Waypoint",
      year: '2023-24',
      url: 'https://collegescorecard.ed.gov/data/',
      estimate: true,
    },
  },
  graduate: null,
};
