import type { Career } from './schemas';

/*
 * Careers Waypoint has not described itself (every occupation of the default dataset beyond the curated ones, issue
 * 18) show O*NET's own description. O*NET's licence (CC BY 4.0) asks for attribution wherever its text is shown: the
 * row's source names it with this note, and the pages add a credit line beside the description.
 */

/** The part of a snapshot career's source that says its title, description, interests and job zone are O*NET's. */
export const ONET_DESCRIPTION_NOTE = 'O*NET 29.3 title, description, interests and job zone (CC BY 4.0)';

/** The credit line shown beside an O*NET description, and where it links. */
export const ONET_DESCRIPTION_CREDIT = {
  label: 'Description: O*NET 29.3',
  licence: 'U.S. DOL/ETA, CC BY 4.0',
  url: 'https://www.onetcenter.org/database.html',
} as const;

/** Whether the career's description is O*NET's text (its source says so), not one Waypoint wrote. */
export function hasOnetDescription(career: Pick<Career, 'source'>): boolean {
  return career.source.name.includes(ONET_DESCRIPTION_NOTE);
}
