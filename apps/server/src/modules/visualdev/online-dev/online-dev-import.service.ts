import { formatMessage, type ImportRow, type Language } from '@platform/contracts';
import { type FieldEntry, type FormModel, validateRecord } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { logImport } from '../../../shared/import-log.ts';
import type { ImportColumn, ImportSpec } from '../../file/import-export.service.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { runtimeAccess } from './online-dev-access.service.ts';
import { hasTables, isJsonObject, listDesign } from './online-dev-design.ts';
import { designStores } from './online-dev-design-stores.ts';
import { dictionaryMembersCheck, dictionaryOptionsByField } from './online-dev-dictionary.service.ts';
import { filledValues } from './online-dev-filled-values.ts';
import { type CellReading, cellValue, IMPORTABLE_KINDS } from './online-dev-import-values.ts';
import {
  type NewRecord,
  openRecordStore,
  requireRuntimeDesign,
  type StoreStamp,
} from './online-dev-record-store.ts';
import { readTableBinding } from './online-dev-table-binding.ts';
import { insertTableRecords } from './online-dev-table-bulk.ts';

/*
 * The batch import of a released design's records (the shared import of import-export.service.ts).
 * The caller needs the design's menu and its `btn_upload` button. The template's columns are the
 * fields the list design chose for its import (`columnData.uploaderTemplateJson.selectKey`), else every
 * main-form field a cell of text can state, less the fields the caller's form grants do not cover;
 * headers are the fields' labels. Each row is read back to values (labels to option values, a dynamic
 * dictionary's entry names to its values) and then checked by the form engine and the dictionaries'
 * membership exactly as a save is; the good rows go in together in one transaction, as JSON records or,
 * for a design bound to tables, many main rows to a statement, stamped like a create (the server's fields
 * filled as a save fills them): a row its table refuses refuses the whole import, nothing stored. Failed
 * rows come back with every reason. Rows only add records: the original's
 * "update and add" mode is not offered.
 */

/** The fields the template offers, in the form's order. */
function importFields(form: FormModel, columnData: Record<string, unknown>, denied: ReadonlySet<string>) {
  const importable = form.fields.filter(
    (entry) => !entry.table && IMPORTABLE_KINDS.has(entry.kind) && !denied.has(entry.name),
  );
  const template = isJsonObject(columnData.uploaderTemplateJson) ? columnData.uploaderTemplateJson : {};
  const chosen = Array.isArray(template.selectKey)
    ? template.selectKey.filter((key): key is string => typeof key === 'string')
    : [];
  return chosen.length > 0 ? importable.filter((entry) => chosen.includes(entry.name)) : importable;
}

/** One column per field, headed by its label (a label two fields share names the field too). */
function columnsOf(fields: readonly FieldEntry[]): ImportColumn[] {
  const labelOf = (entry: FieldEntry) => entry.field.__config__.label || entry.name;
  const counts = new Map<string, number>();
  for (const entry of fields) counts.set(labelOf(entry), (counts.get(labelOf(entry)) ?? 0) + 1);
  return fields.map((entry) => {
    const label = labelOf(entry);
    return { id: entry.name, header: (counts.get(label) ?? 0) > 1 ? `${label}(${entry.name})` : label };
  });
}

type StoreNew = (tx: Tx, records: NewRecord[], stamp: StoreStamp) => Promise<string[]>;

/**
 * How an import stores its good rows: through the record store, or for a design bound to tables many
 * main rows to a statement (online-dev-table-bulk.ts).
 */
async function importWriter(
  ctx: AppContext,
  release: VisualDesignReleaseRow,
  form: FormModel,
): Promise<StoreNew> {
  if (!hasTables(release)) return (await openRecordStore(ctx, release, form)).insertMany;
  const binding = await readTableBinding(ctx, release, form);
  return (tx, records, stamp) => insertTableRecords(tx, binding, records, stamp);
}

/** The import of the design's records for the caller (refused without the menu's 导入 button). */
export async function onlineDevImportSpec(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
): Promise<ImportSpec> {
  const { release, model: form } = await requireRuntimeDesign(ctx, modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, { button: 'btn_upload' });
  const fields = importFields(form, listDesign(release, access.menu.category), access.deniedFields);
  if (fields.length === 0) throw badRequest('onlineDev.noImportFields');
  const storeNew = await importWriter(ctx, release, form);

  return {
    title: release.fullName,
    columns: columnsOf(fields),
    async importRows(rows: ImportRow[], rowLang: Language) {
      const { timeZone } = await getSysConfig(ctx);
      const reading: CellReading = {
        lang: rowLang,
        timeZone,
        switchWords: {
          on: formatMessage('onlineDev.switchOn', rowLang),
          off: formatMessage('onlineDev.switchOff', rowLang),
        },
        dictionaryOptions: await dictionaryOptionsByField(ctx, form, rowLang),
      };
      // A dynamic or data dictionary's values must be its enabled entries, as on a save (each read once).
      const dictionaryMiss = dictionaryMembersCheck(ctx.db, form, designStores(ctx, rowLang));
      const errors: (string | null)[] = [];
      const good: Record<string, unknown>[] = [];
      for (const row of rows) {
        const problems: string[] = [];
        const record: Record<string, unknown> = {};
        for (const entry of fields) {
          const read = cellValue(entry, row[entry.name] ?? '', reading);
          if ('error' in read) problems.push(read.error);
          else if (read.value !== undefined) record[entry.name] = read.value;
        }
        if (problems.length === 0) {
          const checked = await validateRecord(form, record, { lang: rowLang });
          const miss = checked.ok ? await dictionaryMiss(checked.value) : undefined;
          if (miss) problems.push(formatMessage('onlineDev.dictionaryEntryMissing', rowLang, { ...miss }));
          else if (checked.ok) good.push(checked.value);
          else problems.push(...checked.errors.map((error) => error.message));
        }
        errors.push(problems.length > 0 ? problems.join('；') : null);
      }
      // The server's fields (creator, time, organization, document numbers) as on a create, issued in
      // the import's one transaction.
      const stamp = { by: caller.userId, at: ctx.now() };
      const ids = await ctx.db.transaction(async (tx: Tx) => {
        const stored: NewRecord[] = [];
        for (const value of good) {
          const record = { ...value, ...(await filledValues(ctx, tx, form, caller, undefined)) };
          stored.push({ id: newId(), record });
        }
        return storeNew(tx, stored, stamp);
      });
      logImport(ctx, caller, 'visual_model_data', {
        created: ids.length,
        updated: 0,
        skipped: rows.length - ids.length,
        codes: ids,
      });
      return errors;
    },
  };
}
