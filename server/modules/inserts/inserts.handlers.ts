/** The inserts area under /v1/inserts: `/types` before `/{insertId}`. */
import { createRouter } from '../../lib/openapi.ts';
import { createInsert, getInsert, getInsertType, listInserts, listInsertTypes, updateInsert } from './handlers/inserts.ts';
import {
  createInsertRoute,
  getInsertRoute,
  getInsertTypeRoute,
  listInsertsRoute,
  listInsertTypesRoute,
  updateInsertRoute,
} from './inserts.routes.ts';

export const insertsRouter = createRouter();
insertsRouter.openapi(listInsertTypesRoute, listInsertTypes);
insertsRouter.openapi(getInsertTypeRoute, getInsertType);
insertsRouter.openapi(listInsertsRoute, listInserts);
insertsRouter.openapi(createInsertRoute, createInsert);
insertsRouter.openapi(getInsertRoute, getInsert);
insertsRouter.openapi(updateInsertRoute, updateInsert);
