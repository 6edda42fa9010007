import type { Language } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { type FormField, type FormModel, validateRecord } from '@platform/form-engine';
import { type FieldPermission, initialRecord } from '@platform/form-engine/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { ApiError } from '../../../platform/http/api-error.ts';
import { call } from '../../../platform/http/call.ts';
import { appFormSources } from '../form-sources.ts';
import { placeRowErrors } from './online-dev-inline-fields.ts';
import { type RecordValues, recordOf, saveRecord } from './online-dev-record-calls.ts';
import type { Row } from './online-dev-row-shape.ts';

/** A row being edited in place: a stored record (read first) or a new one. */
export interface InlineDraft {
  /** Names the row in the cells' change callback. */
  serial: number;
  /** The stored record's id; a new row has none. */
  recordId?: string;
  values: RecordValues;
  /** The stored record is being read: its cells show text until it is. */
  isLoading: boolean;
  isSaving: boolean;
  /** Validation messages of the cells being edited, by field. */
  errors: ReadonlyMap<string, string>;
  /** Shown under the row: the server's refusal, or the problems of fields without a cell in the row. */
  problem?: string;
}

const NEW_ROW = '__new:';
const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/** A blank row added by 新增, not stored yet. */
export const isNewRow = (row: Row): boolean => typeof row.id === 'string' && row.id.startsWith(NEW_ROW);

interface InlineRowsOptions {
  modelId: string;
  model: FormModel;
  locale: Language;
  /** The fields the row's cells edit, by record key. */
  editors: ReadonlyMap<string, FormField>;
  formGrants: Readonly<Record<string, FieldPermission>>;
  /** After a save the server accepted: resolves once the list shows the stored row. */
  onSaved: () => Promise<unknown>;
}

/**
 * The rows of an inline-edit list (type 4) being edited, by row key. 编辑 reads the stored record (so a
 * save sends every field the caller may write, as the form dialog does, not only the list's columns);
 * 新增 adds a row at the top with the fields' defaults; 保存 checks the row as the server will and sends
 * it to the same Create / Update endpoints as the dialog; a refusal stays under the row with the typed
 * values; 取消 drops the edit (the row shows its stored values again) or the new row.
 */
export function useInlineRows({ modelId, model, locale, editors, formGrants, onSaved }: InlineRowsOptions) {
  const { t } = useTranslation(['onlineDev', 'common']);
  const { message } = useAppFeedback();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, InlineDraft>>(new Map());
  const serials = useRef(0);
  const errorText = (caught: unknown) =>
    caught instanceof ApiError ? caught.message : t('common:requestFailed');

  /** Changes one draft (`undefined` ends it). */
  const patch = (key: string, change: Partial<InlineDraft> | undefined) =>
    setDrafts((current) => {
      const draft = current.get(key);
      if (!draft) return current;
      const next = new Map(current);
      if (change) next.set(key, { ...draft, ...change });
      else next.delete(key);
      return next;
    });
  /** Starts a draft under `key` (a new row's key is made from the draft's serial). */
  const begin = (
    key: string | ((serial: number) => string),
    draft: Omit<InlineDraft, 'serial' | 'isSaving' | 'errors'>,
  ) => {
    serials.current += 1;
    const serial = serials.current;
    const name = typeof key === 'string' ? key : key(serial);
    setDrafts((current) =>
      new Map(current).set(name, { ...draft, serial, isSaving: false, errors: NO_ERRORS }),
    );
  };

  const edit = async (row: Row) => {
    const id = String(row.id);
    if (drafts.has(id)) return;
    begin(id, { recordId: id, values: row, isLoading: true });
    try {
      const record = await call(onlineDevEndpoints.get, { params: { modelId, id } }, { isSilent: true });
      patch(id, { values: recordOf(record.data), isLoading: false });
    } catch (caught) {
      patch(id, undefined);
      message.error(errorText(caught));
    }
  };

  const add = () =>
    begin((serial) => `${NEW_ROW}${serial}`, {
      values: initialRecord(model, appFormSources.currentUser?.()),
      isLoading: false,
    });

  // Stable, so that a cell whose row did not change is not rendered again.
  const setField = useCallback((serial: number, name: string, value: unknown) => {
    setDrafts((current) => {
      const entry = [...current].find(([, draft]) => draft.serial === serial);
      if (!entry) return current;
      const [key, draft] = entry;
      const errors = new Map(draft.errors);
      errors.delete(name);
      return new Map(current).set(key, { ...draft, values: { ...draft.values, [name]: value }, errors });
    });
  }, []);

  const save = async (key: string) => {
    const draft = drafts.get(key);
    if (!draft || draft.isLoading || draft.isSaving) return;
    const checked = await validateRecord(model, draft.values, { lang: locale });
    const { byCell, others } = placeRowErrors(checked.errors, editors, formGrants);
    if (byCell.size > 0 || others.length > 0) {
      patch(key, { errors: byCell, problem: others.length > 0 ? others.join('；') : undefined });
      return;
    }
    patch(key, { isSaving: true, errors: NO_ERRORS, problem: undefined });
    try {
      const msg = await saveRecord(modelId, draft.recordId, checked.value);
      message.success(msg || t('saved'));
      await onSaved();
      patch(key, undefined);
    } catch (caught) {
      patch(key, { isSaving: false, problem: errorText(caught) });
    }
  };

  /** The new rows, newest first, to show above the list's rows. */
  const newRows: Row[] = [...drafts.keys()]
    .filter((key) => key.startsWith(NEW_ROW))
    .reverse()
    .map((id) => ({ id }));

  return { drafts, newRows, edit, add, setField, save, cancel: (key: string) => patch(key, undefined) };
}
