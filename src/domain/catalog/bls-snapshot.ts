import type { PayKind } from './catalog-values';

/*
 * The entries of the two BLS files the importers generate (src/data/career-pay-outlook.ts and
 * src/data/career-training.ts), written once here: the importer builds them and the generated file is typed by
 * them, so the two cannot drift apart.
 */

/** One curated career's national median pay (OEWS May 2024) and outlook (EP 2024-34). */
export interface CareerPayOutlookEntry {
  /** The OEWS code whose national estimate is the pay (OEWS_COMBINED where BLS publishes it only combined). */
  oewsCode: string;
  payKind: PayKind;
  /** A_MEDIAN in whole dollars; null unless payKind is 'annual'. */
  annualMedian: number | null;
  /** H_MEDIAN in dollars; set for 'hourly only' (and wherever BLS publishes it), else null. */
  hourlyMedian: number | null;
  /** The EP line item that covers the career, null when EP has none. */
  epCode: string | null;
  /** EP "Employment change, percent, 2024-34". */
  outlookPercent: number | null;
  /** EP "Occupational openings, 2024-34 annual average", thousands. */
  annualOpeningsThousands: number | null;
}

/** What a career's source says about its pay, by how BLS publishes the median. */
export const PAY_SOURCE_NOTES: Readonly<Record<PayKind, string>> = {
  annual: 'pay',
  'top-coded': 'pay: BLS gives the median only as $239,200 or more',
  'hourly only': 'pay: BLS publishes hourly wages only',
  'not available': 'pay not available',
};

/** One curated career's typical training (EP 2024-34 Table 1.2); the file holds null where EP has no row. */
export interface CareerTrainingEntry {
  epCode: string;
  /** The EP title when EP publishes the occupation only within an aggregate, else null. */
  aggregateTitle: string | null;
  entryEducation: string | null;
  workExperience: string | null;
  onTheJobTraining: string | null;
}
