/**
 * The typed layer over the one HTTP client (client.ts), driven by the generated `paths` (scripts/gen-api.ts):
 * a path, method, parameters, body or response field that the server's contract does not have fails `tsc`.
 * Generated call functions (generated/ops/<operationId>.ts) go through `call()`, which throws the spec's
 * `Required parameter {name} was null or undefined when calling {operation}.` before any request.
 */
import { api as send } from './client.ts';
import type { paths } from './generated/schema.ts';
import { RequiredError } from './required.ts';

export type ApiPath = keyof paths;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export type MethodOf<P extends ApiPath> = keyof paths[P] & HttpMethod;
type Op<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type Json<C> = C extends { content: { 'application/json': infer T } } ? T : undefined;
type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : R extends { 204: unknown } ? never : never;
/** The success body of an operation (200, else 201; 204 → undefined). */
export type ResponseOf<P extends ApiPath, M extends MethodOf<P>> =
  Op<P, M> extends { responses: infer R } ? ([Success<R>] extends [never] ? undefined : Json<Success<R>>) : never;

type Params<O> = O extends { parameters: infer P } ? P : {};
type PathArgs<O> = Params<O> extends { path: infer T } ? { path: T } : {};
type QueryArgs<O> = Params<O> extends { query: infer T } ? { query: T } : Params<O> extends { query?: infer T } ? { query?: T } : {};
type BodyArgs<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : {};
/** What a call takes: `path` and `query` parameters and the JSON `body`, each typed from the contract. */
export type ArgsOf<P extends ApiPath, M extends MethodOf<P>> = PathArgs<Op<P, M>> & QueryArgs<Op<P, M>> & BodyArgs<Op<P, M>>;
/** The request body of an operation. */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> =
  Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** A query parameter object of an operation. */
export type QueryOf<P extends ApiPath, M extends MethodOf<P>> = NonNullable<Params<Op<P, M>> extends { query?: infer T } ? T : never>;

/** Per-call options that are not part of the contract. */
export interface CallInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface LooseArgs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const missing = (value: unknown) => value === null || value === undefined;

/**
 * The generated layer's one entry point: fills `{name}` path parameters from `args.path` (encoded), checks
 * them, the required query parameters and the body (RequiredError names the operationId), then sends.
 */
export function call<T>(
  operationId: string,
  method: string,
  path: string,
  args: object | undefined,
  init?: CallInit,
  requiredQuery: readonly string[] = [],
  requiresBody = false,
): Promise<T> {
  const a = (args ?? {}) as LooseArgs;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = a.path?.[name];
    if (missing(value)) throw new RequiredError(name, operationId);
    return encodeURIComponent(String(value));
  });
  for (const name of requiredQuery) if (missing(a.query?.[name])) throw new RequiredError(name, operationId);
  if (requiresBody && missing(a.body)) throw new RequiredError('body', operationId);
  return send<T>(url, {
    method,
    query: a.query as Record<string, unknown> | undefined,
    body: a.body as never,
    signal: init?.signal,
    headers: init?.headers,
  });
}

/**
 * `api(path, method, args)` typed by path and method, for code that has a path in hand. The operation name in
 * a RequiredError is then `METHOD path`; prefer the generated functions, which carry the operationId.
 */
export function api<P extends ApiPath, M extends MethodOf<P>>(
  path: P,
  method: M,
  ...rest: {} extends ArgsOf<P, M> ? [args?: ArgsOf<P, M>, init?: CallInit] : [args: ArgsOf<P, M>, init?: CallInit]
): Promise<ResponseOf<P, M>> {
  const [args, init] = rest;
  const upper = String(method).toUpperCase();
  return call(`${upper} ${path}`, upper, path, args, init);
}
