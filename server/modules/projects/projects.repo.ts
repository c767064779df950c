import { and, asc, eq, sql } from 'drizzle-orm';
import { decodePageToken, type PageRequest, pageOf } from '../../lib/pagination.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projectRoles, projects, users } from '../../db/schema/index.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { integrationCodesLoader, integrationCodesSql, loadPlatformNames, platformNameSql } from '../../lib/hooks.ts';
import { forgetAccess } from '../../lib/auth/access-cache.ts';

export type ProjectRow = typeof projects.$inferSelect;

export const DEFAULT_PLATFORM_NAME = 'Shopfloor';

/** A project as the API shows it, with what the DTO adds (installed codes, platform name) in the same row. */
export interface ProjectDtoRow {
  project: ProjectRow;
  role: string | null;
  integrations: string[];
  platformName: string | null;
}

type Prepared<A, R> = { execute(args: A): Promise<R[]> };
interface ProjectStatements {
  firstPage: Prepared<{ userId: string; limit: number }, ProjectDtoRow & { createdKey: string }>;
  nextPage: Prepared<{ userId: string; limit: number; afterCreated: string; afterId: string }, ProjectDtoRow & { createdKey: string }>;
  byId: Prepared<{ projectId: string }, Omit<ProjectDtoRow, 'role'>>;
}

/**
 * The read queries of the projects list and detail, built once per database handle (after wireModules(): the
 * installed codes and platform name come from the other areas as SQL) and prepared once per connection, so a
 * request is one round trip to PostgreSQL with nothing built or planned again.
 */
const statements = new WeakMap<object, ProjectStatements>();
function projectStatements(db: Tx): ProjectStatements {
  let s = statements.get(db);
  if (!s) {
    const extras = { integrations: integrationCodesSql.get()(projects.id), platformName: platformNameSql.get()(projects.platformId) };
    // The cursor keeps the timestamp as PostgreSQL's exact text (no precision lost in a parsed date).
    const page = { project: projects, role: projectMembers.role, createdKey: sql<string>`${projects.createdAt}::text`, ...extras };
    const ofUser = eq(projectMembers.userId, sql.placeholder('userId'));
    const members = () => db.select(page).from(projectMembers).innerJoin(projects, eq(projects.id, projectMembers.projectId));
    const after = sql`(${projects.createdAt}, ${projects.id}) > (${sql.placeholder('afterCreated')}, ${sql.placeholder('afterId')})`;
    s = {
      firstPage: members()
        .where(ofUser)
        .orderBy(asc(projects.createdAt), asc(projects.id))
        .limit(sql.placeholder('limit'))
        .prepare('projects_page_first'),
      nextPage: members()
        .where(and(ofUser, after))
        .orderBy(asc(projects.createdAt), asc(projects.id))
        .limit(sql.placeholder('limit'))
        .prepare('projects_page_next'),
      byId: db
        .select({ project: projects, ...extras })
        .from(projects)
        .where(eq(projects.id, sql.placeholder('projectId')))
        .prepare('project_by_id_dto'),
    };
    statements.set(db, s);
  }
  return s;
}

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** PostgreSQL's text of a timestamptz (as the cursor keeps it) that PostgreSQL will read back without an error. */
function isTimestampText(v: unknown): v is string {
  const m = typeof v === 'string' ? TIMESTAMP_TEXT.exec(v) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** Projects the user is a member of, oldest first (the "first known project" is the first): one query. */
export async function pageUserProjects(db: Tx, userId: string, page: PageRequest) {
  const after = decodePageToken(page.pageToken, 2);
  // Tokens share one signature across lists: another list's keys are a 422, never a database error.
  if (after && !(isTimestampText(after[0]) && typeof after[1] === 'string')) throw fieldError('pageToken', 'The page token is invalid.');
  const q = projectStatements(db);
  const limit = page.pageSize + 1;
  const rows = after
    ? await q.nextPage.execute({ userId, limit, afterCreated: String(after[0]), afterId: String(after[1]) })
    : await q.firstPage.execute({ userId, limit });
  return pageOf(rows, page.pageSize, (r) => [r.createdKey, r.project.id] as const);
}

/** One project with its installed codes and platform name (one query), or null. */
export async function getProjectDtoRow(db: Tx, projectId: string, role: string | null): Promise<ProjectDtoRow | null> {
  const [row] = await projectStatements(db).byId.execute({ projectId });
  return row ? { ...row, role } : null;
}

/** The DTO of a row that already carries its codes and platform name. */
export function toProjectDto({ project: p, role, integrations, platformName }: ProjectDtoRow) {
  return {
    id: p.id,
    name: p.name,
    plan: { code: p.planCode },
    flags: p.flags,
    domains: p.domains,
    customDomain: p.customDomain,
    integrations,
    logos: p.logos,
    platform: { id: p.platformId, name: platformName ?? DEFAULT_PLATFORM_NAME },
    favicon: p.favicon,
    organisationId: p.organisationId,
    requireTwoFactor: p.requireTwoFactor,
    role,
    createdAt: p.createdAt,
  };
}

/** The DTO of a row just written: re-read with its codes and platform name in one prepared query. */
export async function projectDtoAfterWrite(db: Tx, project: ProjectRow, role: string | null) {
  const row = await getProjectDtoRow(db, project.id, role);
  return row ? toProjectDto(row) : (await toProjectDtos(db, [{ project, role }]))[0]!; // deleted meanwhile: the row in hand
}

/** DTOs of rows loaded without them (after writes): codes and platform names in two more queries. */
export async function toProjectDtos(db: Tx, rows: { project: ProjectRow; role: string | null }[]) {
  const ids = rows.map((r) => r.project.id);
  const [codes, names] = await Promise.all([
    ids.length ? integrationCodesLoader.get()(db, ids) : new Map<string, string[]>(),
    ids.length ? loadPlatformNames(db, [...new Set(rows.map((r) => r.project.platformId))]) : new Map<string | null, string>(),
  ]);
  return rows.map(({ project, role }) =>
    toProjectDto({ project, role, integrations: codes.get(project.id) ?? [], platformName: names.get(project.platformId) ?? null }),
  );
}

export async function insertProject(db: Tx, values: { id: string; name: string; organisationId: string | null; planCode: string }) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function hasTwoFactor(db: Tx, userId: string) {
  const [me] = await db.select({ totpEnabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  return !!me?.totpEnabledAt;
}

/** Update a project under a row lock; answers the row before and after (null when it does not exist). */
export async function updateProject(db: Tx, projectId: string, set: Partial<typeof projects.$inferInsert>) {
  const [before] = await db.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!before) return null;
  const [after] = await db.update(projects).set(set).where(eq(projects.id, projectId)).returning();
  if (set.requireTwoFactor !== undefined) forgetAccess({ projectId });
  return { before, after: after! };
}

export async function deleteProject(db: Tx, projectId: string) {
  const [gone] = await db.delete(projects).where(eq(projects.id, projectId)).returning({ id: projects.id, name: projects.name });
  forgetAccess({ projectId });
  return gone ?? null;
}

const roles = projectRepo(projectRoles);

/** The project's custom roles, locked until the transaction ends (template installs). */
export function lockCustomRoles(db: Tx, projectId: string) {
  return db.select().from(projectRoles).where(roles(db, projectId).scope()).for('update');
}

export function insertCustomRole(db: Tx, projectId: string, values: { id: string; name: string; permissions: string[] }) {
  return roles(db, projectId).insert(values);
}

export function setCustomRolePermissions(db: Tx, projectId: string, roleId: string, permissions: string[]) {
  return roles(db, projectId).update(eq(projectRoles.id, roleId), { permissions, updatedAt: new Date().toISOString() });
}
