import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { Principal } from './auth/principal.ts';
import type { ProjectAccess } from './auth/project-scope.ts';
import type { ApiError } from './errors.ts';
import type { Keys } from './keys.ts';

/** What every request can reach: injected once by createApp (tests pass their own). */
export interface AppDeps {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    principal: Principal | null;
    /** Why the credentials sent were refused; thrown by the route's access check (public routes ignore it). */
    authError: ApiError | null;
    /**
     * The browser session behind the cookie (also beside a bearer, then only the bearer's user's). Loaded on first
     * call: a request authenticated by its bearer costs no database read unless its route needs the session.
     */
    session: () => Promise<{ id: string; userId: string; expiresAtMs: number; csrfOk: boolean } | null>;
    /** The caller's access to the route's project, loaded by the route's access check (`project(...)` routes). */
    access: ProjectAccess;
  };
}
