/**
 * Before the embedded PostgreSQL starts: who holds its data directory? After `kill -9` of the Node process (an
 * out-of-memory kill), the postmaster it spawned keeps running on its own and holds the directory. This finds
 * our own orphan — the `postmaster.pid` process is a postgres serving exactly this directory whose parent is no
 * longer the Shopfloor process that started it (`owner.pid`) — and stops it cleanly (SIGINT: fast shutdown, a clean
 * checkpoint; SIGQUIT only if it doesn't go). Anything else alive holding the directory is reported with its PID
 * and the fix. Linux/macOS-with-procfs only; elsewhere it leaves the decision to PostgreSQL's own lock check.
 */
import { existsSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface OrphanLog {
  info: (msg: string, data?: Record<string, unknown>) => void;
  warn: (msg: string, data?: Record<string, unknown>) => void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
    detail: string,
  ) {
    super(
      `The embedded PostgreSQL data directory ${dataDir} is in use by process ${pid} (${detail}). ` +
        `Stop that process first (e.g. \`kill ${pid}\`), or start Shopfloor with a different DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const OWNER_FILE = 'owner.pid';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its new parent) holds nothing.
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

function cmdline(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    const m = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

const samePath = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
};

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/** Wait until the PID is gone entirely (a zombie reaped); false when it still exists after `ms`. */
async function waitForReap(pid: number, ms: number): Promise<boolean> {
  const exists = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  const until = Date.now() + ms;
  while (exists()) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

/** Record this process as the owner of the cluster in `root` (beside the data directory). */
export function recordOwner(root: string) {
  writeFileSync(join(root, OWNER_FILE), String(process.pid));
}

/**
 * Make the data directory free to start on: nothing to do, a stale lock file set aside, or our orphaned postmaster
 * stopped. Throws DataDirInUseError when a live process we must not stop holds it.
 */
export async function reclaimDataDir(root: string, databaseDir: string, log: OrphanLog): Promise<void> {
  const lockFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!alive(pid)) {
    // Dead and gone: stale, PostgreSQL removes the lock itself. But a zombie (killed with its process group, not yet
    // reaped — forever under a container init that never reaps) still answers kill(pid, 0), so PostgreSQL would
    // refuse to start ("lock file already exists"): give the reaper a moment, then set the lock aside.
    if (!(await waitForReap(pid, 5_000))) {
      const aside = `${lockFile}.stale-${Date.now()}`;
      renameSync(lockFile, aside);
      log.warn('set aside the postmaster.pid of a postmaster that exited but was never reaped (a zombie)', { pid, aside });
    }
    return;
  }
  if (pid === process.pid) return;
  const args = cmdline(pid);
  if (!args) {
    if (!existsSync('/proc/self/cmdline')) return; // no procfs: PostgreSQL's own lock check decides
    throw new DataDirInUseError(pid, databaseDir, 'a process this user cannot inspect');
  }
  const isPostgres = /(^|\/)postgres$/.test(args[0] ?? '') || /^postgres(:|$)/.test(args[0] ?? '');
  if (!isPostgres) {
    // The PID was reused by an unrelated process after the postmaster died: the lock file is stale.
    const aside = `${lockFile}.stale-${Date.now()}`;
    renameSync(lockFile, aside);
    log.warn('set aside a stale postmaster.pid (its PID now belongs to another program)', { pid, program: args[0], aside });
    return;
  }
  const dIndex = args.indexOf('-D');
  const servesThisDir = (dIndex >= 0 && samePath(args[dIndex + 1] ?? '', databaseDir)) || samePath(lines[1] ?? '', databaseDir);
  if (!servesThisDir) throw new DataDirInUseError(pid, databaseDir, `postgres, ${args.join(' ').slice(0, 200)}`);
  // Still held by a live server? Its postmaster's parent is that server: the PID recorded in owner.pid, or (for a
  // cluster started before owner.pid existed) a Node process. After a kill -9 the postmaster is re-parented to
  // init or a subreaper, and the recorded PID is dead or belongs to something else.
  const ownerFile = join(root, OWNER_FILE);
  const owner = existsSync(ownerFile) ? Number.parseInt(readFileSync(ownerFile, 'utf8'), 10) : Number.NaN;
  const parent = parentOf(pid);
  const parentIsServer =
    parent !== null &&
    parent > 1 &&
    parent !== process.pid &&
    alive(parent) &&
    (parent === owner || /(^|\/)(node|tsx)$/.test(cmdline(parent)?.[0] ?? ''));
  if (parentIsServer)
    throw new DataDirInUseError(pid, databaseDir, `the PostgreSQL of Shopfloor process ${parent}, which is still running`);
  log.warn('found our orphaned embedded PostgreSQL (its Shopfloor process is gone); stopping it cleanly', {
    pid,
    previousOwner: Number.isInteger(owner) ? owner : null,
    dataDir: databaseDir,
  });
  const t0 = Date.now();
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    log.warn('the orphaned PostgreSQL did not stop within 15 s; sending SIGQUIT', { pid });
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000))) throw new DataDirInUseError(pid, databaseDir, 'an orphaned postgres that will not stop');
  }
  log.info('stopped the orphaned PostgreSQL; starting again', { pid, ms: Date.now() - t0 });
}
