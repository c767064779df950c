import type { Database } from '../db/client.ts';

/**
 * One instance per process and database (a cache, a hub), created on first use and stopped when the database
 * closes — before the database's own close, so it never outlives its connections.
 */
export function perDatabase<T extends { stop(): Promise<void> | void }>(create: (database: Database) => T): (database: Database) => T {
  const instances = new WeakMap<Database, T>();
  return (database) => {
    let instance = instances.get(database);
    if (!instance) {
      const created = create(database);
      instance = created;
      instances.set(database, created);
      const close = database.close;
      database.close = async () => {
        await created.stop();
        await close();
      };
    }
    return instance;
  };
}
