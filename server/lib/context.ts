import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { Principal } from './auth/principal.ts';
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
  };
}
