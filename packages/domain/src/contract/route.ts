/**
 * One route of the HTTP API as both ends see it (docs/architecture.md#the-route-contract): the
 * server registers it through this entry (apps/server/src/http/contract-route.ts) and the web
 * client calls it through the same entry (apps/web/src/api/client.ts callApi), so the path, the
 * method and the types of what goes in and out cannot drift apart. A plain table of zod schemas,
 * not a framework: the server keeps its own access, error kinds and handlers.
 */
import type { z } from '../zod.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** The path as the browser calls it, with `:name` for each path parameter. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a success; 200 unless said. 204 has no answer. */
  status?: 200 | 201 | 202 | 204;
  /** The answer of a success. Absent: the route answers no body the client reads (204, 202). */
  answer?: z.ZodType;
}

/** Declares a route; the `const` keeps its literal method and path for the types that follow. */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

/** A value as it arrives over JSON: a Date the server hands to the serializer comes as its ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? Json<E>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

type Schema<R, K extends 'params' | 'query' | 'body' | 'answer'> = R extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What the client sends as path parameters, query and body (before the server's parsing). */
export type RouteParams<R> = z.input<Schema<R, 'params'>>;
export type RouteQuery<R> = z.input<Schema<R, 'query'>>;
export type RouteBody<R> = z.input<Schema<R, 'body'>>;
/** What the client receives: the answer's parsed shape, as JSON carries it. */
export type RouteAnswer<R> = R extends { answer: infer S extends z.ZodType } ? Json<z.output<S>> : undefined;
/** What a handler may return for the server's serializer to check and send (Dates allowed). */
export type HandlerAnswer<R> = R extends { answer: infer S extends z.ZodType } ? z.input<S> : undefined;

/** `route.path` with each `:name` filled from `params`, percent-encoded. */
export function pathOf(route: RouteDef, params?: Record<string, string | number>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}
