import type {
  DictionaryOption,
  Language,
  ShortLinkAreaParams,
  ShortLinkFieldParams,
  ShortLinkInterfaceBody,
} from '@platform/contracts';
import { dataDictionaryOf, dynamicDictionaryOf, type FieldEntry } from '@platform/form-engine';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { listAreaOptions } from '../../system/area/area.service.ts';
import { rowsOf } from '../../system/data-interface/data-interface-call.service.ts';
import { executeDataInterface } from '../../system/data-interface/data-interface-execute.ts';
import { requireEnabledInterface } from '../../system/data-interface/data-interface-options.service.ts';
import { listDictionaryOptions } from '../../system/dictionary/dictionary-options.service.ts';
import { releasedForm } from '../online-dev/online-dev-design.ts';
import { listDynamicDictionaryOptions } from '../online-dev/online-dev-dictionary.service.ts';
import { openLink } from './short-link-access.ts';

/*
 * The options a field of a form link's released form needs, for the public form (no session): a
 * dictionary field's entries, the rows of the data interface an interface field names (with the
 * field's own parameters) and an area field's levels. The caller names the field by its ref; the
 * dictionary, interface or area read is the one the released form names for it, never one the caller
 * chooses. Each call is the form link's (its token, and the password proof when the form has one): the
 * options are what a visitor of the form sees anyway.
 */

type FieldKind = 'dictionary' | 'interface' | 'area';

const interfaceOf = (entry: FieldEntry) => {
  const { dataType, propsUrl } = entry.field.__config__;
  return dataType === 'dynamic' && typeof propsUrl === 'string' && propsUrl ? propsUrl : undefined;
};
const IS_KIND: Record<FieldKind, (entry: FieldEntry) => boolean> = {
  dictionary: (entry) => Boolean(dataDictionaryOf(entry.field) ?? dynamicDictionaryOf(entry.field)),
  interface: (entry) => Boolean(interfaceOf(entry)),
  area: (entry) => entry.kind === 'area',
};

/** The field of the form link's released form, checked to be of the kind; 400 otherwise. */
async function linkField(
  ctx: AppContext,
  lang: Language,
  { modelId, field }: ShortLinkFieldParams,
  encryption: string,
  kind: FieldKind,
): Promise<FieldEntry> {
  const { release } = await openLink(ctx, modelId, encryption, { use: 'form', needsPass: true });
  const entry = releasedForm(release, lang).byRef.get(field);
  if (!entry || !IS_KIND[kind](entry)) throw badRequest('shortLink.fieldNotOfKind', { field });
  return entry;
}

/** GET /ShortLink/{modelId}/Field/{field}/Dictionary: the field's data dictionary or dynamic dictionary. */
export async function listLinkDictionary(
  ctx: AppContext,
  lang: Language,
  params: ShortLinkFieldParams,
  encryption: string,
): Promise<{ list: DictionaryOption[] }> {
  const entry = await linkField(ctx, lang, params, encryption, 'dictionary');
  const dataDictionary = dataDictionaryOf(entry.field);
  if (dataDictionary) return listDictionaryOptions(ctx, dataDictionary, lang);
  return listDynamicDictionaryOptions(ctx, lang, dynamicDictionaryOf(entry.field) ?? '');
}

interface TemplateParam {
  field?: unknown;
  relationField?: unknown;
  defaultValue?: unknown;
}

/**
 * The interface's parameters of the field: those taking a form field's value (`relationField`) get the
 * caller's value ('' when not sent), the others the design's; a name the field has not: 400.
 */
function fieldParams(entry: FieldEntry, sent: ShortLinkInterfaceBody['paramList']) {
  const template = ((entry.field.__config__.templateJson ?? []) as TemplateParam[]).filter(
    (item): item is TemplateParam & { field: string } => typeof item?.field === 'string' && item.field !== '',
  );
  const names = new Set(template.map((item) => item.field));
  const unknown = sent.find((param) => !names.has(param.field));
  if (unknown) throw badRequest('shortLink.paramNotOfField', { field: entry.ref, param: unknown.field });
  const values = new Map(sent.map((param) => [param.field, param.defaultValue ?? '']));
  return template.map((item) => ({
    field: item.field,
    defaultValue:
      typeof item.relationField === 'string' && item.relationField !== ''
        ? (values.get(item.field) ?? '')
        : item.defaultValue,
  }));
}

/** POST /ShortLink/{modelId}/Field/{field}/Interface: the rows of the interface the field names. */
export async function listLinkInterfaceRows(
  ctx: AppContext,
  lang: Language,
  params: ShortLinkFieldParams,
  encryption: string,
  body: ShortLinkInterfaceBody,
  request: FastifyRequest,
): Promise<Record<string, unknown>[]> {
  const entry = await linkField(ctx, lang, params, encryption, 'interface');
  const iface = await requireEnabledInterface(ctx, interfaceOf(entry) ?? '');
  const ua = request.headers['user-agent'];
  // Called by nobody: the interface's caller variables (@user…) are empty, as for any call without a user.
  const result = await executeDataInterface(ctx, iface, {
    paramList: fieldParams(entry, body.paramList),
    ip: request.ip,
    userAgent: Array.isArray(ua) ? ua[0] : ua,
    invokType: request.method,
  });
  // As the signed-in form: options only when the interface answers a list of rows.
  return Array.isArray(result.data) ? rowsOf(result.data) : [];
}

/** GET /ShortLink/{modelId}/Field/{field}/Area/{parentId}: the enabled areas below the parent. */
export async function listLinkAreas(
  ctx: AppContext,
  lang: Language,
  { parentId, ...params }: ShortLinkAreaParams,
  encryption: string,
) {
  await linkField(ctx, lang, params, encryption, 'area');
  return listAreaOptions(ctx, parentId, '0');
}
