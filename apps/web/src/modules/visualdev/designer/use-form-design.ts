import type { Language } from '@platform/contracts';
import {
  copyWidget,
  type EditHistory,
  type EditResult,
  type FormField,
  findWidget,
  formatFormMessage,
  insertWidget,
  moveWidget,
  NEW_FORM_CONF,
  newWidget,
  nextFormId,
  type PaletteKey,
  recordEdit,
  redoEdit,
  removeWidget,
  type Slot,
  startHistory,
  undoEdit,
  updateWidget,
} from '@platform/form-engine';
import { useCallback, useState } from 'react';
import type { DesignTable } from '../design-tables/design-tables.ts';

/*
 * The form designer's state: the form settings and the widget tree under undo/redo, the selected
 * widget, and the message of the last refused edit. Every edit goes through the form engine's design
 * edits, so what the designer builds is what the engine and the server read.
 */

type Json = Record<string, unknown>;

/** The tables a design binds its fields to, read by the designer and never edited there. */
export interface DesignBinding {
  dbLinkId: string;
  tables: DesignTable[];
}

export interface DesignState {
  /** The form's own settings (`formConf` without `fields`). */
  conf: Json;
  fields: FormField[];
  /** The design's tables when it has any: fields are then bound to their columns. */
  binding?: DesignBinding;
}

/** The designer's state from design JSON text; blank text is a new form, bad text undefined. */
export function stateFromText(text: string, binding?: DesignBinding): DesignState | undefined {
  const bound = binding && binding.tables.length > 0 ? { binding } : {};
  if (text.trim() === '') return { conf: { ...NEW_FORM_CONF }, fields: [], ...bound };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const { fields, ...conf } = value as Json;
    return { conf, fields: Array.isArray(fields) ? (fields as FormField[]) : [], ...bound };
  } catch {
    return undefined;
  }
}

/** The design JSON text of the state, `idGlobal` the last number given. */
export function stateToText(state: DesignState): string {
  return JSON.stringify(
    { ...state.conf, idGlobal: nextFormId(state.fields) - 1, fields: state.fields },
    null,
    2,
  );
}

export function useFormDesign(initial: DesignState, lang: Language) {
  const [history, setHistory] = useState<EditHistory<DesignState>>(() => startHistory(initial));
  const [selected, setSelected] = useState<number>();
  const [refusal, setRefusal] = useState<string>();
  const state = history.present;

  const apply = useCallback(
    (edit: (fields: FormField[]) => EditResult, select?: (fields: FormField[]) => number | undefined) => {
      const result = edit(history.present.fields);
      if (!result.ok) {
        setRefusal(formatFormMessage(result.reason, lang, { widget: result.widget ?? '' }));
        return false;
      }
      setRefusal(undefined);
      setHistory(recordEdit(history, { ...history.present, fields: result.fields }));
      if (select) setSelected(select(result.fields));
      return true;
    },
    [history, lang],
  );

  return {
    state,
    selected,
    refusal,
    select: setSelected,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undoEdit(history)),
    redo: () => setHistory(redoEdit(history)),
    /** Where the widget sits now (its list and index), for a move within the same list. */
    positionOf: (formId: number) => {
      const found = findWidget(state.fields, formId);
      return found && { slot: found.slot, index: found.index };
    },
    selectedField: selected === undefined ? undefined : findWidget(state.fields, selected)?.field,
    /** Adds a new widget at the slot's index (the end when no index) and selects it. */
    add: (key: PaletteKey, slot: Slot, index = Number.MAX_SAFE_INTEGER) => {
      const id = nextFormId(state.fields);
      return apply(
        (fields) => insertWidget(fields, newWidget(key, id, lang), slot, index, lang),
        () => id,
      );
    },
    move: (formId: number, slot: Slot, index: number) =>
      apply((fields) => moveWidget(fields, formId, slot, index, lang)),
    copy: (formId: number) => {
      const id = nextFormId(state.fields);
      return apply(
        (fields) => copyWidget(fields, formId),
        () => id,
      );
    },
    remove: (formId: number) =>
      apply(
        (fields) => removeWidget(fields, formId),
        () => undefined,
      ),
    update: (formId: number, change: (field: FormField) => FormField) =>
      apply((fields) => updateWidget(fields, formId, change)),
    updateConf: (change: Json) =>
      setHistory(recordEdit(history, { ...state, conf: { ...state.conf, ...change } })),
    clear: () => {
      setSelected(undefined);
      setHistory(recordEdit(history, { ...state, fields: [] }));
    },
  };
}

export type FormDesignApi = ReturnType<typeof useFormDesign>;
