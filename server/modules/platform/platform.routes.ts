import { access } from '../../lib/access.ts';
import { defineRoute, errorResponses, jsonBody, jsonResponse, z } from '../../lib/openapi.ts';

const tags = ['Platform public'];

const LogoSchema = z.object({
  url: z.string(),
  meta: z.object({
    context: z.string().optional(),
    device: z.string().optional(),
    theme: z.string().optional(),
    backgroundColor: z.string().optional(),
  }),
});

export const PublicPlatformSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    public: z.boolean().openapi({ description: 'Anyone may create projects on a public platform' }),
    domains: z.array(z.string()),
    logos: z.array(LogoSchema),
    favicon: z.string().nullable(),
  })
  .openapi('PublicPlatform');

export const TermsSchema = z
  .object({
    id: z.string(),
    version: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitised HTML' }),
    updatedAt: z.string(),
  })
  .openapi('Terms');

export const TermsSignatureSchema = z.object({ id: z.string(), version: z.string() }).openapi('TermsSignature');

export const SignTermsBody = z.strictObject({ termsId: z.string().min(1).max(64) }).openapi('SignTermsBody');

export const SEARCH_LOG_CONTEXTS = ['platform_search'] as const;
export const SearchLogBody = z
  .strictObject({
    searchTerm: z.string().trim().min(2, 'The search term must be at least 2 characters.').max(200),
    searchResultNumber: z.number().int().min(0).max(100_000),
    searchLogContext: z.enum(SEARCH_LOG_CONTEXTS),
  })
  .openapi('SearchLogBody');

const projectQuery = z.object({
  project: z.string().min(1).max(64).optional().openapi({ description: 'The active project (recorded with a signature or log)' }),
});

export const getPlatformRoute = defineRoute({
  method: 'get',
  path: '/',
  access: access.public(),
  tags,
  summary: "The platform for the request's host (the default platform on local hosts)",
  responses: { 200: jsonResponse(PublicPlatformSchema, 'The platform'), 404: errorResponses[404] },
});

export const getActiveTermsRoute = defineRoute({
  method: 'get',
  path: '/active-terms',
  access: access.public(),
  tags,
  summary:
    "The current terms and conditions: the project's own latest terms when `project` names one the caller belongs to, else the platform's",
  request: { query: projectQuery },
  responses: { 200: jsonResponse(TermsSchema, 'The current terms'), 404: errorResponses[404] },
});

export const signTermsRoute = defineRoute({
  method: 'post',
  path: '/active-terms',
  access: access.user(),
  tags,
  summary: 'Accept terms: records platform id, project id and terms id for the signed-in user',
  request: { query: projectQuery, body: jsonBody(SignTermsBody) },
  responses: {
    200: jsonResponse(TermsSignatureSchema, 'The signed terms id and version'),
    404: errorResponses[404],
  },
});

export const searchLogRoute = defineRoute({
  method: 'post',
  path: '/search-log',
  access: access.user(),
  tags,
  summary: 'Log a header search (searchLogContext platform_search)',
  request: { query: projectQuery, body: jsonBody(SearchLogBody) },
  responses: {
    201: jsonResponse(z.object({ id: z.string() }), 'Logged'),
    404: errorResponses[404],
  },
});
