import type { z } from 'zod';

/*
 * An endpoint descriptor: the one declaration of an HTTP endpoint, shared by the server (which
 * registers a route from it) and the web (which calls it through `call()`).
 *
 * This file holds no zod value, only zod types: the web imports the zod-free projection of every
 * descriptor (`web-endpoints.generated.ts`, method and path with the schemas as types), so no schema
 * reaches the browser's bundle.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the request body travels: JSON (the default), form-urlencoded (login) or multipart (uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export interface EndpointSchemas {
  /** Path parameters, named as in the path's `{name}` segments. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** Ignored for multipart endpoints, whose parts the handler reads itself. */
  body?: z.ZodType;
  /** Schema of `data` in the envelope. Omitted for raw endpoints and for endpoints answering `null`. */
  response?: z.ZodType;
}

/** What the web needs of an endpoint at run time. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** The path after `/api`, with `{name}` for path parameters: `/permission/Users/{id}/Actions/State`. */
  readonly path: string;
  /** Defaults to 'json'. */
  readonly bodyEncoding?: BodyEncoding;
  /** The answer is bytes (an image, a download), not the JSON envelope: the web uses its URL. */
  readonly isRaw?: boolean;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> extends EndpointRoute {
  /** One line for the API reference. */
  readonly summary: string;
  readonly schemas: S;
}

/** The zod-free projection of an endpoint that the web imports: the schemas survive as types only. */
export type WebEndpoint<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path'> &
  Partial<Pick<E, 'bodyEncoding' | 'isRaw'>> & {
    /** Never set: carries the schemas' types to `call()`. */
    readonly schemaTypes?: E['schemas'];
  };

export type WebEndpoints<G extends Record<string, Endpoint>> = { readonly [K in keyof G]: WebEndpoint<G[K]> };

/** Declares an endpoint; the literal method and path stay in its type, so the web projection is checked. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
  const Enc extends BodyEncoding | undefined = undefined,
  const Raw extends boolean | undefined = undefined,
>(def: {
  method: M;
  path: P;
  summary: string;
  schemas: S;
  bodyEncoding?: Enc;
  isRaw?: Raw;
}): Endpoint<S> & { readonly method: M; readonly path: P; readonly bodyEncoding: Enc; readonly isRaw: Raw } {
  return def as Endpoint<S> & { method: M; path: P; bodyEncoding: Enc; isRaw: Raw };
}

/** The body is multipart form data (an upload): the web passes a FormData, the handler reads the parts. */
export type IsMultipart<E extends { bodyEncoding?: BodyEncoding }> = 'multipart' extends E['bodyEncoding']
  ? true
  : false;
/** The answer is bytes, not the envelope. */
export type IsRaw<E extends { isRaw?: boolean }> = true extends E['isRaw'] ? true : false;

type SchemasOf<E> = E extends { readonly schemaTypes?: infer S }
  ? NonNullable<S>
  : E extends Endpoint<infer S>
    ? S
    : never;
type InputOf<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? WireInput<z.input<T>, z.output<T>>
  : undefined;

/**
 * What a caller sends for a schema: its input type, except that a field the schema coerces or
 * preprocesses (whose input type is `unknown`) takes the type the schema produces, so
 * `currentPage: z.coerce.number()` is written as a number.
 */
type WireInput<I, O> = unknown extends I
  ? O
  : I extends readonly unknown[]
    ? I
    : I extends object
      ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : I[K]) : I[K] }
      : I;

/** A multipart body: the browser's FormData (contracts is compiled without the DOM types). */
export interface MultipartBody {
  append(name: string, value: string, fileName?: string): void;
}

/** `{ params, query, body }` as the caller writes them; parts the endpoint does not have are left out. */
export type EndpointInput<E> = RequiredPart<'params', InputOf<SchemasOf<E>, 'params'>> &
  RequiredPart<'query', InputOf<SchemasOf<E>, 'query'>> &
  RequiredPart<
    'body',
    E extends { bodyEncoding?: BodyEncoding }
      ? IsMultipart<E> extends true
        ? MultipartBody
        : InputOf<SchemasOf<E>, 'body'>
      : InputOf<SchemasOf<E>, 'body'>
  >;

type RequiredPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** True when the caller must pass an input object (some part has a required field). */
export type HasRequiredInput<E> = Record<string, never> extends EndpointInput<E> ? false : true;

/** `data` of the envelope as the caller receives it. */
export type EndpointOutput<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : null;

/** Path parameter names of a path: `/a/{id}/b/{key}` → 'id' | 'key'. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);
}

/** Fills the `{name}` segments of a path, each value URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** The body a caller sends to an endpoint. */
export type EndpointBody<E> = NonNullable<EndpointInput<E>['body']>;
/** The query a caller sends to an endpoint. */
export type EndpointQuery<E> = NonNullable<EndpointInput<E>['query']>;
