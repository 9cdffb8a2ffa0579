import type { HttpBindings } from '@hono/node-server';
import type { Auth } from '@server/auth/auth';
import type { SessionProfile } from '@server/auth/session';
import type { Database } from '@server/db/client';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
}

/** What every request handler can read from `c.var` / `c.env`. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    db: Database;
    env: Env;
    auth: Auth;
    logger: Logger;
    clientIp: string;
    /** A keyed hash (HMAC with the app secret) of the client address: the only form of it that is stored (ADR 0006). */
    clientKey: string;
    /** The time now in ms (Date.now, or a test's clock): read by time windows that tests must move without waiting. */
    now: () => number;
    user: SessionUser | null;
    sessionId: string | null;
    /** The signed-in user's profile, read with the session (null when signed out or before the profile step). */
    profile: SessionProfile | null;
  };
}
