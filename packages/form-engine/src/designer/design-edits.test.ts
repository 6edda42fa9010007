import { describe, expect, it } from 'vitest';
import type { FormField } from '../schema/form-schema.ts';
import {
  copyWidget,
  type EditResult,
  insertWidget,
  moveWidget,
  removeWidget,
  updateWidget,
} from './design-edits.ts';
import { findWidget, listOf, nextFormId, ROOT } from './design-tree.ts';
import { recordEdit, redoEdit, startHistory, undoEdit } from './edit-history.ts';
import type { PaletteKey } from './widget-names.ts';
import { newWidget } from './widget-templates.ts';

const fieldsOf = (result: EditResult): FormField[] => {
  if (!result.ok) throw new Error(result.reason);
  return result.fields;
};

/** A form built by adding widgets one after another, each at the end of the slot given. */
function build(steps: [PaletteKey, Parameters<typeof insertWidget>[2]][]): FormField[] {
  let fields: FormField[] = [];
  for (const [key, slot] of steps) {
    fields = fieldsOf(insertWidget(fields, newWidget(key, nextFormId(fields), 'zh-CN'), slot, 999, 'zh-CN'));
  }
  return fields;
}

const ids = (list: FormField[] | undefined) => (list ?? []).map((f) => f.__config__.formId);

describe('designer edits', () => {
  it('adds widgets to the form, a card, a tab pane, a table-layout cell and a sub-table', () => {
    const fields = build([
      ['comInput', ROOT], // 101
      ['card', ROOT], // 102
      ['numInput', { owner: 102 }], // 103
      ['tab', ROOT], // 104
      ['date', { owner: 104, pane: 1 }], // 105
      ['tableGrid', ROOT], // 106
      ['select', { owner: 106, cell: { row: 0, col: 0 } }], // 107
      ['table', ROOT], // 108
      ['comInput', { owner: 108 }], // 109
    ]);
    expect(ids(fields)).toEqual([101, 102, 104, 106, 108]);
    expect(ids(listOf(fields, { owner: 102 }))).toEqual([103]);
    expect(ids(listOf(fields, { owner: 104, pane: 1 }))).toEqual([105]);
    expect(ids(listOf(fields, { owner: 104, pane: 0 }))).toEqual([]);
    expect(ids(listOf(fields, { owner: 106, cell: { row: 0, col: 0 } }))).toEqual([107]);
    const cell = findWidget(fields, 109);
    expect(cell?.field.__config__.parentVModel).toBe('tableField108');
    expect(cell?.ancestors.map((f) => f.__config__.formId)).toEqual([108]);
  });

  it('refuses layout, sub-tables and system fields inside a sub-table, and unknown places', () => {
    const fields = build([['table', ROOT]]); // 101
    for (const key of ['card', 'table', 'createUser', 'divider'] as const) {
      const result = insertWidget(fields, newWidget(key, 200, 'zh-CN'), { owner: 101 }, 0, 'zh-CN');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe('formEngine.designer.notInSubTable');
    }
    const missing = insertWidget(fields, newWidget('comInput', 200, 'zh-CN'), { owner: 555 }, 0, 'zh-CN');
    expect(missing).toMatchObject({ ok: false, reason: 'formEngine.designer.slotMissing' });
  });

  it('moves widgets in and out of containers, never a container into itself', () => {
    const fields = build([
      ['card', ROOT], // 101
      ['row', { owner: 101 }], // 102
      ['table', ROOT], // 103
      ['comInput', ROOT], // 104
    ]);
    expect(moveWidget(fields, 101, { owner: 102 }, 0, 'zh-CN')).toMatchObject({
      ok: false,
      reason: 'formEngine.designer.intoItself',
    });
    const inTable = fieldsOf(moveWidget(fields, 104, { owner: 103 }, 0, 'zh-CN'));
    expect(findWidget(inTable, 104)?.field.__config__.parentVModel).toBe('tableField103');
    const back = fieldsOf(moveWidget(inTable, 104, ROOT, 0, 'zh-CN'));
    expect(ids(back)).toEqual([104, 101, 103]);
    expect(findWidget(back, 104)?.field.__config__.parentVModel).toBeUndefined();
    // The tree given is left as it was.
    expect(ids(fields)).toEqual([101, 103, 104]);
  });

  it('copies with new numbers and names, updates and removes', () => {
    const fields = build([
      ['card', ROOT], // 101
      ['comInput', { owner: 101 }], // 102
    ]);
    const copied = fieldsOf(copyWidget(fields, 101));
    expect(ids(copied)).toEqual([101, 103]);
    expect(listOf(copied, { owner: 103 })?.map((f) => f.__vModel__)).toEqual(['comInputField104']);

    const renamed = fieldsOf(
      updateWidget(copied, 102, (field) => ({
        ...field,
        __config__: { ...field.__config__, label: '客户名称' },
      })),
    );
    expect(findWidget(renamed, 102)?.field.__config__.label).toBe('客户名称');
    expect(findWidget(copied, 102)?.field.__config__.label).toBe('单行输入');

    const removed = fieldsOf(removeWidget(renamed, 101));
    expect(ids(removed)).toEqual([103]);
    expect(removeWidget(removed, 101)).toMatchObject({
      ok: false,
      reason: 'formEngine.designer.widgetMissing',
    });
  });
});

describe('edit history', () => {
  it('undoes and redoes, and a new edit forgets what was undone', () => {
    let history = startHistory('a');
    history = recordEdit(history, 'b');
    history = recordEdit(history, 'c');
    history = undoEdit(history);
    expect(history.present).toBe('b');
    history = redoEdit(history);
    expect(history.present).toBe('c');
    history = undoEdit(undoEdit(history));
    expect(history.present).toBe('a');
    expect(undoEdit(history)).toBe(history);
    history = recordEdit(history, 'd');
    expect(history.future).toEqual([]);
    expect(redoEdit(history)).toBe(history);
  });

  it('keeps at most the limit of steps back', () => {
    let history = startHistory(0);
    for (let i = 1; i <= 10; i++) history = recordEdit(history, i, 3);
    expect(history.past).toEqual([7, 8, 9]);
  });
});
