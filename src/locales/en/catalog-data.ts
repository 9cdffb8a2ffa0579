/** Notes on the catalog's own texts (career and major names and descriptions). */
export const catalogData = {
  'catalog-data.descriptionInEnglish': 'Description available only in English',
};
