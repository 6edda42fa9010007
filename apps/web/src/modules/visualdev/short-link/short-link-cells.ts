import {
  type CellText,
  cellTexts,
  type FormModel,
  type SwitchWords,
  storedText,
} from '@platform/form-engine';

/*
 * How the public list reads a column of a row: a main field as the signed-in list shows it (option
 * labels, dates in their format), a sub-table's column `{sub-table}-{column}` as the texts of that
 * column in each of the row's sub-table rows (the server answers the sub-table's rows under its key).
 */

type Row = Record<string, unknown>;

/** A main field's text, or a sub-table column's texts (one per sub-table row). */
export type LinkCell = (row: Row) => string | string[];

const rowsIn = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter((item): item is Row => typeof item === 'object' && item !== null && !Array.isArray(item))
    : [];

/** The reader of each column of the link's list, by the column's `prop`. */
export function linkCells(model: FormModel, words: SwitchWords): (prop: string) => LinkCell {
  const main = cellTexts(model, words);
  const subs = new Map<string, { table: string; column: string; text: CellText }>();
  for (const [table, columns] of model.columns) {
    // The engine names main-form fields only: a sub-table's columns are named as a form of their own.
    const own = columns.map(({ table: _table, ...entry }) => entry);
    const texts = cellTexts({ ...model, fields: own }, words);
    for (const { name } of own) {
      subs.set(`${table}-${name}`, { table, column: name, text: texts.get(name) ?? storedText });
    }
  }
  return (prop) => {
    const sub = subs.get(prop);
    if (sub) return (row) => rowsIn(row[sub.table]).map((item) => sub.text(item[sub.column]));
    const text = main.get(prop) ?? storedText;
    return (row) => text(row[prop]);
  };
}
