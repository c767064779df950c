/**
 * The typed layer over the one HTTP client (client.ts), driven by the generated `paths` (scripts/gen-api.ts):
 * a path, method, parameters, body or response field that the server's contract does not have fails `tsc`.
 * Generated call functions (generated/operations.ts) go through `call()`, which throws the spec's
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

/** What the generator knows about an operation at run time. */
export interface OperationMeta {
  id: string;
  method: string;
  path: string;
  /** Required query parameters. */
  query: readonly string[];
  /** Whether the operation requires a body. */
  body: boolean;
}

interface LooseArgs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const missing = (value: unknown) => value === null || value === undefined;

/** Builds the URL: every `{name}` comes from `args.path` (encoded); a missing one throws RequiredError. */
function resolvePath(op: Pick<OperationMeta, 'id' | 'path'>, path: Record<string, unknown> | undefined): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (missing(value)) throw new RequiredError(name, op.id);
    return encodeURIComponent(String(value));
  });
}

/** The generated layer's one entry point: checks required parameters and body, then sends. */
export function call<T>(op: OperationMeta, args: object | undefined, init?: CallInit): Promise<T> {
  const a = (args ?? {}) as LooseArgs;
  const url = resolvePath(op, a.path);
  for (const name of op.query) if (missing(a.query?.[name])) throw new RequiredError(name, op.id);
  if (op.body && missing(a.body)) throw new RequiredError('body', op.id);
  return send<T>(url, {
    method: op.method,
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
  return call({ id: `${upper} ${path}`, method: upper, path, query: [], body: false }, args, init);
}
