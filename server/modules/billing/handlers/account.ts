/** Billing project (GET/PATCH, admin PATCH), overview and plans. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PLANS } from '../../../../common/billing.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { paginateOrdered } from '../../../lib/pagination.ts';
import { type AccountFields, findAccount, projectBasics, requireAccount, setPlan, toAccountDto, upsertAccount } from '../account.repo.ts';
import { refreshAlerts } from '../alerts.repo.ts';
import type {
  getBillingProjectRoute,
  getOverviewRoute,
  listPlansRoute,
  updateAdminBillingProjectRoute,
  updateBillingProjectRoute,
} from '../billing.routes.ts';
import { billingOverview } from '../overview.repo.ts';

/** The database of the request. */
export const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

export const getBillingProject: RouteHandler<typeof getBillingProjectRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = dbOf(c);
  const account = await requireAccount(db, projectId);
  const project = (await projectBasics(db, projectId))!;
  return c.json(toAccountDto(projectId, account, project.planCode), 200);
};

export const updateBillingProject: RouteHandler<typeof updateBillingProjectRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { plan, companyName, ...rest } = c.req.valid('json');
  const dto = await dbOf(c).transaction(async (tx) => {
    const fields: AccountFields = { ...rest, ...(companyName !== undefined ? { companyName } : {}) };
    if (plan && plan !== 'demo' && !(await findAccount(tx, projectId)) && !fields.companyName) await requireAccount(tx, projectId);
    const account = Object.keys(fields).length || !plan ? await upsertAccount(tx, projectId, fields) : await requireAccount(tx, projectId);
    if (plan) await setPlan(tx, projectId, plan);
    await refreshAlerts(tx, projectId);
    const project = (await projectBasics(tx, projectId))!;
    return toAccountDto(projectId, account, project.planCode);
  });
  return c.json(dto, 200);
};

export const updateAdminBillingProject: RouteHandler<typeof updateAdminBillingProjectRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('query');
  const body = c.req.valid('json');
  const dto = await dbOf(c).transaction(async (tx) => {
    if (!(await projectBasics(tx, projectId))) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    const fields: AccountFields = {
      ...(body.creditLimit !== undefined ? { creditLimit: body.creditLimit } : {}),
      ...(body.taxRate !== undefined ? { taxRateBps: body.taxRate } : {}),
    };
    const account = Object.keys(fields).length ? await upsertAccount(tx, projectId, fields) : await findAccount(tx, projectId);
    if (body.plan) await setPlan(tx, projectId, body.plan);
    await refreshAlerts(tx, projectId);
    const project = (await projectBasics(tx, projectId))!;
    return toAccountDto(projectId, account, project.planCode);
  });
  return c.json(dto, 200);
};

export const getOverview: RouteHandler<typeof getOverviewRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const overview = await dbOf(c).transaction((tx) => billingOverview(tx, projectId));
  return c.json(overview, 200);
};

export const listPlans: RouteHandler<typeof listPlansRoute, AppEnv> = async (c) => {
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateOrdered(PLANS, { id: (p) => p.code, pageSize, pageToken });
  return c.json({ plans: page.items, nextPageToken: page.nextPageToken }, 200);
};
