/** A suffix no other test run has used: browser tests share one database across runs and workers. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** An e-mail address no other test run has used, readable in the database by its prefix. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
