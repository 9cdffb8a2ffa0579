/**
 * Print rules for the money tools, rendered in a <style> by their pages so they apply only there.
 * The site header, footer and popups belong to the layout, so they are hidden by element here;
 * the pages mark their own buttons and pickers `print:hidden`.
 */
export const PRINT_STYLES = `
@media print {
  body > * header, body > * footer, [role="dialog"], [role="region"][aria-label^="Notifications"] { display: none !important; }
  main { min-height: 0 !important; }
  a[href^="http"] { color: inherit; }
  table { break-inside: auto; }
  tr, article { break-inside: avoid; }
}
`;
