import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { LoginBody, OkResponse, TokenResponse, UserSchema } from './account.schemas.ts';

const tags = ['Account'];

export const getUserRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The signed-in user',
  responses: { 200: jsonResponse(UserSchema, 'The user'), 401: errorResponses[401] },
});

export const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags,
  summary: 'Sign in; sets the session and CSRF cookies',
  request: { body: jsonBody(LoginBody) },
  responses: { 200: jsonResponse(UserSchema, 'Signed in'), 422: errorResponses[422] },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Sign out; ends the session',
  responses: { 200: jsonResponse(OkResponse, 'Signed out') },
});

export const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags,
  summary: 'A one-time authorization code (≤ 60 s) to exchange at POST /v1/auth/token',
  responses: { 200: jsonResponse(TokenResponse, 'Authorization code'), 401: errorResponses[401] },
});
