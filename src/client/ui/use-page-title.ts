import { useEffect } from 'react';

export const SITE_NAME = 'Waypoint';

/** Sets the document title for the current page: "Dashboard – Waypoint". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
