/**
 * Domains: add as pending with a per-domain token, verify by the TXT record `_shopfloor-verify.<domain>` through
 * the DNS provider, claim the name globally on success (another project's verified name is a 409), keep the
 * project's header link (custom domain) in step. DNS lookups run outside transactions.
 */
import type { Database } from '../../db/client.ts';
import type { DomainKind } from '../../db/schema/storefront-care.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { newToken } from '../../lib/ids.ts';
import { type TxtResolver, TxtLookupError } from './dns.provider.ts';
import { normaliseDomain, verificationName } from './domains.names.ts';
import {
  claim,
  claimedElsewhere,
  type DomainRow,
  findDomain,
  insertDomain,
  lockDomain,
  markChecked,
  removeDomain,
  syncProjectCustomDomain,
} from './domains.repo.ts';

/** How long a pending domain's last check counts before a list looks again. */
export const RECHECK_AFTER_MS = 15_000;
export const TAKEN_MESSAGE = 'This domain is already verified by another project.';

export function parseDomain(input: string, kind: DomainKind): string {
  const name = normaliseDomain(input, { allowWildcard: kind === 'client' });
  if (!name.ok) throw fieldError('domain', name.message);
  return name.domain;
}

export async function addDomain(database: Database, projectId: string, kind: DomainKind, input: string, resolver: TxtResolver) {
  const domain = parseDomain(input, kind);
  const row = await database.db.transaction(async (tx) => {
    if (await claimedElsewhere(tx, projectId, domain)) throw conflict(TAKEN_MESSAGE, CODES.DOMAIN_TAKEN);
    const inserted = await insertDomain(tx, projectId, kind, domain, `shopfloor-verify=${newToken(16)}`);
    if (!inserted) throw conflict('This domain is already added.', CODES.DOMAIN_EXISTS);
    return inserted;
  });
  return verifyDomain(database, projectId, row, resolver);
}

/** One check of a pending domain (a verified one is returned as it is). */
export async function verifyDomain(database: Database, projectId: string, row: DomainRow, resolver: TxtResolver): Promise<DomainRow> {
  if (row.status === 'verified') return row;
  let found = false;
  let error: string | null = null;
  try {
    found = (await resolver.txt(verificationName(row.domain))).some((v) => v.trim() === row.token);
    if (!found) error = `No TXT record ${verificationName(row.domain)} with the expected value yet.`;
  } catch (err) {
    error = err instanceof TxtLookupError ? err.message : 'The DNS lookup failed. We will try again.';
  }
  return database.db.transaction(async (tx) => {
    const locked = await lockDomain(tx, projectId, row.id);
    if (!locked) return row; // removed meanwhile
    if (locked.status === 'verified') return locked;
    if (found && !(await claim(tx, projectId, locked.id, locked.domain)))
      return markChecked(tx, projectId, locked.id, { verified: false, error: TAKEN_MESSAGE });
    const checked = await markChecked(tx, projectId, locked.id, { verified: found, error });
    if (found && locked.kind === 'platform') await syncProjectCustomDomain(tx, projectId);
    return checked;
  });
}

/** Pending domains whose last check is older than RECHECK_AFTER_MS are checked again (in parallel). */
export async function refreshPending(database: Database, projectId: string, rows: DomainRow[], resolver: TxtResolver, now = Date.now()) {
  return Promise.all(
    rows.map((r) =>
      r.status === 'pending' && (!r.lastCheckedAt || now - Date.parse(r.lastCheckedAt) > RECHECK_AFTER_MS)
        ? verifyDomain(database, projectId, r, resolver)
        : r,
    ),
  );
}

export async function deleteDomain(database: Database, projectId: string, kind: DomainKind, input: string) {
  const domain = parseDomain(input, kind);
  return database.db.transaction(async (tx) => {
    const row = await findDomain(tx, projectId, kind, domain);
    if (!row) return null;
    await removeDomain(tx, projectId, row);
    if (kind === 'platform') await syncProjectCustomDomain(tx, projectId);
    return row;
  });
}

export const findOne = (database: Database, projectId: string, kind: DomainKind, input: string) =>
  findDomain(database.db, projectId, kind, parseDomain(input, kind));
