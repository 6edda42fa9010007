import type { Multipart } from '@fastify/multipart';
import { hasForbiddenControlCharacter, isMultilineSchema } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './app-error.ts';
import type { RouteSchemas } from './route.ts';

/*
 * The input rule for every string a route accepts (contracts' text-input.ts): path parameters, query
 * values, body fields and their keys, JSON and form-urlencoded alike, at any depth. It runs before the
 * route's own validation, so it holds for every route whatever its schemas say, and it names the
 * field. Line breaks pass only where the field's schema is marked multi-line; path parameters and
 * query values are single-line by nature. Multipart parts are read by their handlers, which check
 * each part as they read it (checkMultipartPart): field names, file names and text values.
 */

/** A zod schema's definition, read as far as the walk needs it. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema and every schema a value at its place may be checked by (wrappers, pipes, union options). */
function alternatives(schema: z.ZodType | undefined, found: z.ZodType[] = [], depth = 0): z.ZodType[] {
  if (!schema || depth > 32 || found.includes(schema)) return found;
  found.push(schema);
  const def = defOf(schema);
  const next = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])];
  if (def.type === 'lazy' && def.getter) next.push(def.getter());
  for (const s of next) alternatives(s, found, depth + 1);
  return found;
}

/** The schemas of the value under `key` of a value checked by one of `schemas`. */
function childSchemas(schemas: z.ZodType[], key: string | number): z.ZodType[] {
  const children: z.ZodType[] = [];
  for (const schema of schemas) {
    const def = defOf(schema);
    const child =
      (def.type === 'object' && typeof key === 'string' ? def.shape?.[key] : undefined) ??
      (def.type === 'record' ? def.valueType : undefined) ??
      (def.type === 'array' ? def.element : undefined) ??
      (def.type === 'tuple' && typeof key === 'number' ? (def.items?.[key] ?? def.rest) : undefined);
    if (child) alternatives(child, children);
  }
  return children;
}

/** The dotted name of the first string at or under `value` that breaks the rule, or undefined. */
export function findControlCharacter(
  value: unknown,
  schemas: z.ZodType[],
  path: (string | number)[] = [],
  isSingleLine = false,
): string | undefined {
  const name = () => path.join('.') || '(body)';
  if (typeof value === 'string') {
    const allowsLineBreaks = !isSingleLine && schemas.some(isMultilineSchema);
    return hasForbiddenControlCharacter(value, allowsLineBreaks) ? name() : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], childSchemas(schemas, i), [...path, i], isSingleLine);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenControlCharacter(key, false)) return name();
      const found = findControlCharacter(item, childSchemas(schemas, key), [...path, key], isSingleLine);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses the request (400 naming the field) when any of its strings breaks the rule. */
export function checkInputText(request: FastifyRequest, schema: RouteSchemas): void {
  const field =
    findControlCharacter(request.params, [], [], true) ??
    findControlCharacter(request.query, [], [], true) ??
    findControlCharacter(request.body, alternatives(schema.body));
  if (field) throw badRequest('common.controlCharacter', { field });
}

/**
 * Refuses a multipart part (400 naming the field) whose field name, file name or text value breaks the
 * rule; all of them are single-line. A file name is named `<field>.filename`.
 */
export function checkMultipartPart(part: Multipart): void {
  const value = part.type === 'file' ? { filename: part.filename } : part.value;
  const field = findControlCharacter({ [part.fieldname]: value }, [], [], true);
  if (field) throw badRequest('common.controlCharacter', { field });
}
