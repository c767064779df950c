/**
 * Boot the runtime pieces shared by the server, the seed CLI and the bench: database (embedded or
 * DATABASE_URL), migrations, keys, mailer.
 */
import type { Config } from './config.ts';
import { connect, type Database } from './db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { sealPlaintextTotpSecrets } from './db/totp-secrets.ts';
import { totpKeyOf } from './lib/auth/totp.ts';
import type { AppDeps } from './lib/context.ts';
import { loadKeys } from './lib/keys.ts';
import type { Logger } from './lib/logger.ts';
import { createMailer } from './lib/mail.ts';

export interface Runtime {
  deps: AppDeps;
  database: Database;
  embedded: boolean;
  stop: () => Promise<void>;
}

export async function bootRuntime(config: Config, log: Logger): Promise<Runtime> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const t0 = performance.now();
    const pg = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      log: (m) => log.debug({ pg: m.trim() }, 'postgres'),
      events: { info: (msg, data) => log.info(data ?? {}, msg), warn: (msg, data) => log.warn(data ?? {}, msg) },
    });
    await ensureDatabase(pg.url('postgres'), 'shopfloor');
    url = pg.url('shopfloor');
    stopEmbedded = pg.stop;
    log.info({ ms: Math.round(performance.now() - t0), dataDir: config.DATA_DIR }, 'embedded PostgreSQL started');
  }
  const database = connect(url, config.DB_POOL_MAX);
  await runMigrations(database);
  const keys = await loadKeys(database, config);
  const sealed = await sealPlaintextTotpSecrets(database.db, totpKeyOf({ config, keys }));
  if (sealed) log.info({ users: sealed }, 'encrypted plaintext TOTP secrets at rest');
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log });
  return {
    deps: { config, database, keys, mailer },
    database,
    embedded: !!stopEmbedded,
    async stop() {
      await database.close().catch(() => {});
      if (stopEmbedded) await stopEmbedded();
    },
  };
}
