import {
  type CreateDataInterfaceBody,
  type DataInterfaceParam,
  type DataMapping,
  dataInterfaceHeaderSchema,
  dataInterfaceParamSchema,
  dataInterfacePropertySchema,
  dataMappingSchema,
} from '@platform/contracts';
import { z } from 'zod';
import { badRequest } from '../../../http/app-error.ts';

/*
 * The JSON text fields of an interface as the wire carries them (requestHeaders, requestParameters,
 * propertyJson) are parsed and checked on write and stored normalised. dataProcessing is a
 * declarative field mapping; the original's JavaScript is refused, except its untouched template
 * `(data) => { … return data }`, which does nothing and is stored as no mapping.
 */

type JsonInput = CreateDataInterfaceBody['requestHeaders'];

function parsedJson(field: string, value: JsonInput): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('dataInterface.invalidJson', { field, detail: 'JSON' });
  }
}

function checked<T>(field: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest('dataInterface.invalidJson', {
    field,
    detail: issue?.path.join('.') || issue?.message || '',
  });
}

const headersSchema = z.array(dataInterfaceHeaderSchema).max(50);
const paramsSchema = z.array(dataInterfaceParamSchema).max(100);

/** The JSON text to store for a field, null when empty; undefined when the body left it out. */
function storedJson<T>(field: string, schema: z.ZodType<T>, value: JsonInput): string | null | undefined {
  if (value === undefined) return undefined;
  const parsed = parsedJson(field, value);
  return parsed === undefined ? null : JSON.stringify(checked(field, schema, parsed));
}

/** The original's untouched processing template (an identity function, comments aside): stored as no mapping. */
const isIdentityScript = (text: string) =>
  /^\(?data\)?=>\{returndata;?\}$/.test(text.replace(/\/\/[^\n]*/g, '').replace(/\s+/g, ''));

/** The mapping to store: JSON text of a DataMapping, null for none; JavaScript is refused. */
export function storedMapping(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '' || isIdentityScript(text)) return null;
  if (!text.startsWith('{')) throw badRequest('dataInterface.scriptRefused');
  return JSON.stringify(checked('dataProcessing', dataMappingSchema, parsedJson('dataProcessing', text)));
}

/** The JSON columns of a create or edit body, checked; keys the body left out stay undefined. */
export function storedJsonFields(
  body: Partial<
    Pick<CreateDataInterfaceBody, 'requestHeaders' | 'requestParameters' | 'propertyJson' | 'dataProcessing'>
  >,
) {
  return {
    requestHeaders: storedJson('requestHeaders', headersSchema, body.requestHeaders),
    requestParameters: storedJson('requestParameters', paramsSchema, body.requestParameters),
    propertyJson: storedJson('propertyJson', dataInterfacePropertySchema, body.propertyJson),
    dataProcessing: storedMapping(body.dataProcessing),
  };
}

/** The typed parameters of a stored interface (none when the column is empty). */
export function paramsOf(requestParameters: string | null): DataInterfaceParam[] {
  if (!requestParameters) return [];
  return paramsSchema.parse(JSON.parse(requestParameters));
}

/** The headers of a stored HTTP interface. */
export function headersOf(requestHeaders: string | null): { field: string; defaultValue?: string | null }[] {
  if (!requestHeaders) return [];
  return headersSchema.parse(JSON.parse(requestHeaders));
}

/** The stored mapping of an interface, or undefined for none. */
export function mappingOf(dataProcessing: string | null): DataMapping | undefined {
  return dataProcessing ? dataMappingSchema.parse(JSON.parse(dataProcessing)) : undefined;
}
