import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { dynamicDictionaryOf, type FieldEntry, type FormModel } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { findDesignRelease, type VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { releasedForm } from './online-dev-design.ts';
import { openRecordStore, type RecordStore } from './online-dev-record-store.ts';

/*
 * The stores of the designs a form reads from (a relation form's related design, a dynamic dictionary),
 * opened once each per request. A store bound to tables reads its tables' catalogue through `ctx`, which
 * cannot run inside a transaction (the embedded database has one connection), so a save opens the
 * designs its form names before its transaction starts.
 */

/** A released design opened for reading its records: its form and its store. */
export interface OpenedDesign {
  release: VisualDesignReleaseRow;
  model: FormModel;
  store: RecordStore;
}

/** Opens a design by id (undefined when it was never released); each design is opened once. */
export type DesignStores = (designId: string) => Promise<OpenedDesign | undefined>;

export function designStores(ctx: AppContext, lang: Language): DesignStores {
  const opened = new Map<string, Promise<OpenedDesign | undefined>>();
  return (designId) => {
    let design = opened.get(designId);
    if (!design) {
      design = findDesignRelease(ctx.db, designId).then(async (release) => {
        if (!release) return undefined;
        const model = releasedForm(release, lang);
        return { release, model, store: await openRecordStore(ctx, release, model) };
      });
      opened.set(designId, design);
    }
    return design;
  };
}

/** The designs a field reads: a relation form's related design, a dynamic dictionary. */
function designsOf(entry: FieldEntry): string[] {
  const related = entry.key === 'relationForm' ? entry.field.modelId : undefined;
  return [typeof related === 'string' ? related : '', dynamicDictionaryOf(entry.field) ?? ''].filter(Boolean);
}

/**
 * The stores of every design the form's fields (sub-table columns included) read, opened now, before a
 * transaction. A design that cannot be opened is refused when a value needs it, not here.
 */
export async function openReferencedStores(
  ctx: AppContext,
  lang: Language,
  model: FormModel,
): Promise<DesignStores> {
  const stores = designStores(ctx, lang);
  const entries = [...model.fields, ...[...model.columns.values()].flat()];
  for (const designId of new Set(entries.flatMap(designsOf))) {
    await stores(designId).catch(() => undefined);
  }
  return stores;
}

/**
 * The records among the ids as the operation log keeps them (one record with its sub-table rows, several
 * by their main values), from the store they live in; none when the design cannot be read, so that the
 * log never fails the write it records.
 */
export async function auditedRecords(ctx: AppContext, modelId: string, ids: string[]) {
  try {
    const design = await designStores(ctx, DEFAULT_LANGUAGE)(modelId);
    if (!design) return [];
    const [id] = ids;
    if (ids.length === 1 && id !== undefined) {
      const record = await design.store.find(ctx.db, id);
      return record ? [{ ...record, id }] : [];
    }
    return await design.store.findByIds(ctx.db, ids);
  } catch {
    return [];
  }
}
