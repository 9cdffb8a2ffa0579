/*
 * The Spanish form of the built index.html: made by the server at start from the
 * English one, and by the build for the prerendered public pages (scripts/prerender.mjs).
 */

/** The description meta of index.html, in Spanish (the English one is the build's). */
const SPANISH_DESCRIPTION =
  'Waypoint ayuda a estudiantes, familias y educadores a elegir carreras, especialidades y universidades sin deudas estudiantiles abrumadoras.';

/**
 * `<html lang="es">` (so the first paint and screen readers are Spanish before a script runs),
 * marked as chosen from Accept-Language, which the app then follows unless this browser chose a
 * language before; and the Spanish description.
 */
export function spanishIndexHtml(english: string): string {
  return english
    .replace(/<html lang="en"/, '<html lang="es" data-accept-language="es"')
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${SPANISH_DESCRIPTION}$2`);
}
