import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Headers, cookies and tokens are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers', 'headers', 'cookie', '*.token', '*.password', '*.email', 'email'],
      remove: true,
    },
  });
}
