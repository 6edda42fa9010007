import type { Language, OnlineDevSaveBody } from '@platform/contracts';
import { type FormModel, validateRecord } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import {
  deleteModelData,
  findModelData,
  insertModelData,
  updateModelDataRow,
} from './online-dev.repository.ts';
import { type RuntimeAccess, runtimeAccess } from './online-dev-access.service.ts';
import { isJsonObject, releasedForm, requireRecordDesign } from './online-dev-design.ts';
import { assertDictionaryMembers } from './online-dev-dictionary.service.ts';
import { assertRelationsExist, filledValues } from './online-dev-filled-values.ts';

/*
 * 在线开发 runtime, writing the records of a design without tables. Every save is checked against the
 * released form by the form engine (unknown fields, required, options, lengths, patterns, ranges;
 * calculated fields recomputed) and written in one transaction with who and when. The form's system
 * fields are the server's (online-dev-filled-values.ts), relation-form values must name records and
 * dynamic-dictionary choices enabled entries of their dictionaries.
 * A field the caller's form grants do not cover keeps its stored value; sending a different value is
 * refused.
 */

type Json = Record<string, unknown>;
const FORM_ONLY = 1;

/** The record of a save's `data` text; the `id` the original's form copies into it is not a field. */
function submitted(body: OnlineDevSaveBody): Json {
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
async function assertReferences(tx: Tx, model: FormModel, lang: Language, value: Json) {
  await assertRelationsExist(tx, model, value);
  await assertDictionaryMembers(tx, model, lang, value);
}

/** POST /OnlineDev/{modelId}: a new record; answers its id. A form-only design needs its menu only. */
export async function createOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  body: OnlineDevSaveBody,
): Promise<string> {
  const release = await requireRecordDesign(ctx, modelId);
  const button = release.webType === FORM_ONLY ? undefined : 'btn_add';
  const access = await runtimeAccess(ctx, caller, release, { button });
  const model = releasedForm(release, lang);
  const record = submitted(body);
  assertGranted(model, access, record, {});
  const value = await checkedRecord(model, lang, record);
  const now = ctx.now();
  const id = newId();
  await ctx.db.transaction(async (tx: Tx) => {
    await assertReferences(tx, model, lang, value);
    await insertModelData(tx, {
      id,
      designId: release.id,
      data: { ...value, ...(await filledValues(ctx, tx, model, caller, undefined)) },
      createdAt: now,
      createdBy: caller.userId,
    });
  });
  return id;
}

/** PUT /OnlineDev/{modelId}/{id}: the record's values replaced by the checked form. */
export async function updateOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  params: { modelId: string; id: string },
  body: OnlineDevSaveBody,
): Promise<void> {
  const release = await requireRecordDesign(ctx, params.modelId);
  const access = await runtimeAccess(ctx, caller, release, { button: 'btn_edit' });
  const model = releasedForm(release, lang);
  const record = submitted(body);
  await ctx.db.transaction(async (tx: Tx) => {
    const row = await findModelData(tx, release.id, params.id);
    if (!row) throw notFound('common.notFound');
    assertGranted(model, access, record, row.data);
    const kept = Object.fromEntries(
      [...access.deniedFields].filter((key) => key in row.data).map((key) => [key, row.data[key]]),
    );
    const value = await checkedRecord(model, lang, { ...record, ...kept });
    await assertReferences(tx, model, lang, value);
    const now = ctx.now();
    await updateModelDataRow(tx, release.id, params.id, {
      data: { ...value, ...(await filledValues(ctx, tx, model, caller, row.data)) },
      updatedAt: now,
      updatedBy: caller.userId,
    });
  });
}

/** DELETE /OnlineDev/{modelId}/{id}. */
export async function removeOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  params: { modelId: string; id: string },
): Promise<void> {
  const release = await requireRecordDesign(ctx, params.modelId);
  await runtimeAccess(ctx, caller, release, { button: 'btn_remove' });
  const count = await ctx.db.transaction((tx: Tx) => deleteModelData(tx, release.id, [params.id]));
  if (count === 0) throw notFound('common.notFound');
}

/** POST /OnlineDev/batchDelete/{modelId}: the records among the ids (those already gone are skipped). */
export async function removeOnlineDevRecords(
  ctx: AppContext,
  caller: SessionUser,
  modelId: string,
  ids: string[],
): Promise<number> {
  const release = await requireRecordDesign(ctx, modelId);
  await runtimeAccess(ctx, caller, release, { button: 'btn_batchRemove' });
  const unique = [...new Set(ids)];
  const count = await ctx.db.transaction((tx: Tx) => deleteModelData(tx, release.id, unique));
  if (count === 0) throw notFound('common.notFound');
  return count;
}
