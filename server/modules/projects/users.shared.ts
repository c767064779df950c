import type { Tx } from '../../db/client.ts';
import { userNotFound } from '../../lib/roles.ts';
import { findMember, type MemberRow } from './users.repo.ts';

import { roleNames } from '../../lib/roles.ts';

export { roleNames };

export function toDto(row: MemberRow, roleName: string) {
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? null,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    avatar: row.avatar ?? null,
    role: row.role,
    roleName,
    twoFactorEnabled: !!row.totpEnabledAt,
    joinedAt: row.joinedAt,
  };
}

export async function getMember(db: Tx, projectId: string, userId: string) {
  const row = await findMember(db, projectId, userId);
  if (!row) throw userNotFound();
  return toDto(row, (await roleNames(db, projectId)).get(row.role) ?? row.role);
}
