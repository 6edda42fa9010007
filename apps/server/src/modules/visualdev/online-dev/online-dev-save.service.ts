import type { Language, OnlineDevSaveBody } from '@platform/contracts';
import { type FormModel, validateRecord } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { type RuntimeAccess, runtimeAccess } from './online-dev-access.service.ts';
import { isJsonObject } from './online-dev-design.ts';
import { type DesignStores, openReferencedStores } from './online-dev-design-stores.ts';
import { assertDictionaryMembers } from './online-dev-dictionary.service.ts';
import { assertRelationsExist, filledValues } from './online-dev-filled-values.ts';
import { openRecordStore, requireRuntimeDesign } from './online-dev-record-store.ts';
import { assertInScope, idsInScope } from './online-dev-row-scope.ts';

/*
 * 在线开发 runtime, writing the records of a design, in the store they live in (its own JSON records,
 * or its tables: online-dev-record-store.ts). Every save is checked against the
 * released form by the form engine (unknown fields, required, options, lengths, patterns, ranges;
 * calculated fields recomputed) and written in one transaction with who and when. The form's system
 * fields are the server's (online-dev-filled-values.ts), relation-form values must name records and
 * dynamic- and data-dictionary choices enabled entries of their dictionaries (data-interface choices
 * are not checked).
 * A field the caller's form grants do not cover keeps its stored value; sending a different value is
 * refused.
 */

type Json = Record<string, unknown>;
const FORM_ONLY = 1;

/** The record of a save's `data` text; the `id` the original's form copies into it is not a field. */
export function submitted(body: OnlineDevSaveBody): Json {
  let data: unknown;
  try {
    data = JSON.parse(body.data);
  } catch {
    throw badRequest('onlineDev.dataInvalid');
  }
  if (!isJsonObject(data)) throw badRequest('onlineDev.dataInvalid');
  const { id: _id, ...fields } = data;
  return fields;
}

/** Refuses a change of a field the caller's form grants do not cover (naming the fields). */
function assertGranted(model: FormModel, access: RuntimeAccess, record: Json, stored: Json) {
  const refused = Object.keys(record).filter(
    (key) =>
      access.deniedFields.has(key) &&
      JSON.stringify(record[key] ?? null) !== JSON.stringify(stored[key] ?? null),
  );
  if (refused.length === 0) return;
  const names = refused.map((key) => model.byRef.get(key)?.field.__config__.label || key);
  throw badRequest('authorize.formFieldNotGranted', { fields: names.join('、') });
}

/** The checked record to store, or 400 naming the first problem in the caller's language. */
async function checkedRecord(model: FormModel, lang: Language, record: Json): Promise<Json> {
  const result = await validateRecord(model, record, { lang });
  if (result.ok) return result.value;
  throw badRequest('onlineDev.valueInvalid', { message: result.errors[0]?.message ?? '' });
}

/** Refuses values naming what does not exist: related records, dictionary entries. */
async function assertReferences(tx: Tx, model: FormModel, stores: DesignStores, value: Json) {
  await assertRelationsExist(tx, model, value, stores);
  await assertDictionaryMembers(tx, model, value, stores);
}

/** POST /OnlineDev/{modelId}: a new record; answers its id. A form-only design needs its menu only. */
export async function createOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  body: OnlineDevSaveBody,
): Promise<string> {
  const design = await requireRuntimeDesign(ctx, modelId, lang);
  const button = design.release.webType === FORM_ONLY ? undefined : 'btn_add';
  const access = await runtimeAccess(ctx, caller, design.release, { button });
  const record = submitted(body);
  assertGranted(design.model, access, record, {});
  return insertCheckedRecord(ctx, lang, design, record, caller);
}

/**
 * Checks a new record against the released form and stores it with the server's fields in one
 * transaction; answers its id. Without a caller (a public link's visitor) the record names no user:
 * its creator, organization, department and position fields stay empty, as the original's link does.
 */
export async function insertCheckedRecord(
  ctx: AppContext,
  lang: Language,
  { release, model }: { release: VisualDesignReleaseRow; model: FormModel },
  record: Json,
  caller: SessionUser | undefined,
): Promise<string> {
  const store = await openRecordStore(ctx, release, model);
  const value = await checkedRecord(model, lang, record);
  const stores = await openReferencedStores(ctx, lang, model);
  const stamp = { by: caller?.userId ?? null, at: ctx.now() };
  return ctx.db.transaction(async (tx: Tx) => {
    await assertReferences(tx, model, stores, value);
    const data = { ...value, ...(await filledValues(ctx, tx, model, caller, undefined)) };
    return store.insert(tx, newId(), data, stamp);
  });
}

/** PUT /OnlineDev/{modelId}/{id}: the record's values replaced by the checked form. */
export async function updateOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  params: { modelId: string; id: string },
  body: OnlineDevSaveBody,
): Promise<void> {
  const { release, model } = await requireRuntimeDesign(ctx, params.modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, { button: 'btn_edit' });
  const store = await openRecordStore(ctx, release, model);
  await assertInScope(ctx.db, store, access, model, params.id);
  const record = submitted(body);
  const stores = await openReferencedStores(ctx, lang, model);
  await ctx.db.transaction(async (tx: Tx) => {
    const stored = await store.find(tx, params.id);
    if (!stored) throw notFound('common.notFound');
    assertGranted(model, access, record, stored);
    const kept = Object.fromEntries(
      [...access.deniedFields].filter((key) => key in stored).map((key) => [key, stored[key]]),
    );
    const value = await checkedRecord(model, lang, { ...record, ...kept });
    await assertReferences(tx, model, stores, value);
    const data = { ...value, ...(await filledValues(ctx, tx, model, caller, stored)) };
    await store.update(tx, params.id, data, { by: caller.userId, at: ctx.now() });
  });
}

/** DELETE /OnlineDev/{modelId}/{id}. */
export async function removeOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  params: { modelId: string; id: string },
): Promise<void> {
  await removeRecords(ctx, caller, lang, params.modelId, [params.id], 'btn_remove');
}

/** Removes the records among the ids (with their sub-table rows) in one transaction; 404 when none was there. */
async function removeRecords(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  ids: string[],
  button: string,
): Promise<number> {
  const { release, model } = await requireRuntimeDesign(ctx, modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, { button });
  const store = await openRecordStore(ctx, release, model);
  const reachable = await idsInScope(ctx.db, store, access, model, [...new Set(ids)]);
  const count = reachable.length ? await ctx.db.transaction((tx: Tx) => store.remove(tx, reachable)) : 0;
  if (count === 0) throw notFound('common.notFound');
  return count;
}

/** POST /OnlineDev/batchDelete/{modelId}: the records among the ids (those already gone are skipped). */
export async function removeOnlineDevRecords(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  ids: string[],
): Promise<number> {
  return removeRecords(ctx, caller, lang, modelId, ids, 'btn_batchRemove');
}
