/**
 * Drive and the image service, mounted at /v1/drive (spec 001 §7 "Files and storage"). Contracts in
 * drive.routes.ts and admin.routes.ts; queries in files.repo.ts and admin.repo.ts; bytes through
 * drive.storage.ts (server/lib/storage); decisions in docs/decisions/drive.md.
 */
import { createRouter } from '../../lib/openapi.ts';
import {
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminGetProjectRoute,
  adminListProjectsRoute,
  adminMetricsRoute,
  adminProjectMetricsRoute,
  adminUpdateProjectRoute,
} from './admin.routes.ts';
import {
  createFileRoute,
  deleteFileRoute,
  downloadFileRoute,
  getMetadataRoute,
  healthRoute,
  imageRoute,
  listMetadataRoute,
  publicDownloadRoute,
  syncRoute,
  syncStatusRoute,
  updateMetadataRoute,
  uploadFileRoute,
} from './drive.routes.ts';
import {
  adminCreateProjectHandler,
  adminDeleteProjectHandler,
  adminGetProjectHandler,
  adminListProjectsHandler,
  adminMetricsHandler,
  adminProjectMetricsHandler,
  adminUpdateProjectHandler,
} from './handlers/admin.ts';
import { downloadFileHandler, publicDownloadHandler } from './handlers/download.ts';
import { createFileHandler, deleteFileHandler, healthHandler, uploadFileHandler } from './handlers/files.ts';
import { imageHandler } from './handlers/images.ts';
import { getMetadataHandler, listMetadataHandler, syncHandler, syncStatusHandler, updateMetadataHandler } from './handlers/metadata.ts';

export const driveRouter = createRouter();
driveRouter.openapi(healthRoute, healthHandler);
driveRouter.openapi(createFileRoute, createFileHandler);
driveRouter.openapi(uploadFileRoute, uploadFileHandler);
driveRouter.openapi(downloadFileRoute, downloadFileHandler);
driveRouter.openapi(deleteFileRoute, deleteFileHandler);
driveRouter.openapi(publicDownloadRoute, publicDownloadHandler);
driveRouter.openapi(imageRoute, imageHandler);
driveRouter.openapi(listMetadataRoute, listMetadataHandler);
driveRouter.openapi(getMetadataRoute, getMetadataHandler);
driveRouter.openapi(updateMetadataRoute, updateMetadataHandler);
driveRouter.openapi(syncStatusRoute, syncStatusHandler);
driveRouter.openapi(syncRoute, syncHandler);
driveRouter.openapi(adminMetricsRoute, adminMetricsHandler);
driveRouter.openapi(adminListProjectsRoute, adminListProjectsHandler);
driveRouter.openapi(adminProjectMetricsRoute, adminProjectMetricsHandler);
driveRouter.openapi(adminGetProjectRoute, adminGetProjectHandler);
driveRouter.openapi(adminCreateProjectRoute, adminCreateProjectHandler);
driveRouter.openapi(adminUpdateProjectRoute, adminUpdateProjectHandler);
driveRouter.openapi(adminDeleteProjectRoute, adminDeleteProjectHandler);
