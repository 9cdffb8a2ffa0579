import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** An error and its causes, outermost first. */
function causeChain(error: Error): Error[] {
  const chain: Error[] = [error];
  for (let cause = error.cause; cause instanceof Error && chain.length < 10; cause = cause.cause) chain.push(cause);
  return chain;
}

/**
 * `err` in every log line. A database error is logged as the SQL text (with
 * $1 placeholders), the PostgreSQL error code and the names of what failed,
 * never the query parameters: they carry what users typed and their e-mail
 * addresses. PostgreSQL's message and detail are left out too, as they can
 * quote a value ("Key (email)=(…) already exists"). Other errors as pino logs them.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const chain = causeChain(error);
  const query = chain.find((e) => e instanceof DrizzleQueryError);
  const database = chain.find((e) => e instanceof pg.DatabaseError);
  if (!query && !database) return pino.stdSerializers.err(error);
  // Not PostgreSQL's answer but the driver's own (a lost connection): its message holds no values.
  const driverError = database ? undefined : chain.at(-1) === query ? undefined : chain.at(-1);
  return {
    type: error.constructor.name,
    sql: query?.query,
    code: database?.code,
    severity: database?.severity,
    routine: database?.routine,
    table: database?.table,
    column: database?.column,
    constraint: database?.constraint,
    cause: driverError?.message,
    // The frames only: the stack's first line repeats the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/**
 * Structured JSON logs. Headers, cookies, tokens and SQL parameters are never logged.
 * Without a destination, lines go to stdout asynchronously (pino.destination with sync: false):
 * a request never waits for the terminal or the log collector. Pino flushes that stream when the
 * process exits; the server's shutdown also awaits flushLogger before it exits.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers', 'headers', 'cookie', '*.token', '*.password', '*.email', 'email'],
      remove: true,
    },
    serializers: { err: serializeError },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Resolves once every line logged so far has been written out. */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    try {
      logger.flush(() => resolve());
    } catch {
      resolve(); // a destination without flush (tests' in-memory streams) has nothing buffered
    }
  });
}
