import type { ExpressionNode } from '../expression/expression.ts';
import {
  holdsValue,
  type JnpfKey,
  PANE_CONTAINERS,
  WIDGET_REGISTRY,
  type WidgetKind,
} from '../widget-registry.ts';
import type { FormDesign, FormField } from './form-schema.ts';
import type { VisibilityIndex } from './visibility-rules.ts';

/** A widget that holds a value: where it sits in the design and what it is. */
export interface FieldEntry {
  /** The record key (`__vModel__`). */
  name: string;
  /** How expressions and errors name it: `name`, or `table.name` for a sub-table column. */
  ref: string;
  key: JnpfKey;
  kind: WidgetKind;
  field: FormField;
  /** Path of the widget in the design JSON, e.g. `fields[2].__config__.children[0]`. */
  designPath: string;
  /** The sub-table the column belongs to. */
  table?: string;
}

export interface CalculatedEntry {
  entry: FieldEntry;
  ast: ExpressionNode;
  /** Field refs the expression reads, in first-use order. */
  dependsOn: string[];
}

/** The value-holding widgets of a design, indexed for rendering, evaluation and validation. */
export interface FormModel {
  design: FormDesign;
  /** Main-form fields in design order, sub-tables included (their columns are in `columns`). */
  fields: FieldEntry[];
  /** Columns of each sub-table by the table's record key. */
  columns: Map<string, FieldEntry[]>;
  /** Every value field and column by its ref. */
  byRef: Map<string, FieldEntry>;
  /** Calculated fields in evaluation order: a field comes after every calculated field it reads. */
  calculated: CalculatedEntry[];
  /** For each field ref, the calculated fields to recompute when it changes (directly or through others). */
  dependents: Map<string, string[]>;
  /** Visibility rules (`__config__.showWhen`) by main-form field. */
  visibility: VisibilityIndex;
}

export interface WidgetVisit {
  field: FormField;
  key: JnpfKey | undefined;
  designPath: string;
  /** The sub-table record key when the widget is a column. */
  table?: string;
  /** True for the panes of tab and collapse containers, which carry no widget key in older designs. */
  isPane: boolean;
}

/** Visits every widget of the tree depth-first, in design order. */
export function walkWidgets(fields: readonly FormField[], visit: (node: WidgetVisit) => void): void {
  const walk = (
    nodes: readonly FormField[],
    basePath: string,
    table: string | undefined,
    isPaneList: boolean,
  ) => {
    nodes.forEach((field, index) => {
      const designPath = `${basePath}[${index}]`;
      const key = field.__config__.jnpfKey;
      const isPane = isPaneList && key === undefined;
      visit({ field, key, designPath, table, isPane });
      const children = field.__config__.children;
      if (!children) return;
      const childTable = key === 'table' ? (field.__vModel__ ?? undefined) : table;
      walk(
        children,
        `${designPath}.__config__.children`,
        childTable,
        key !== undefined && PANE_CONTAINERS.has(key),
      );
    });
  };
  walk(fields, 'fields', undefined, false);
}

/** Lists the value-holding widgets. Duplicate names are left to the caller to report. */
export function collectFields(
  design: FormDesign,
): Omit<FormModel, 'calculated' | 'dependents' | 'visibility'> {
  const fields: FieldEntry[] = [];
  const columns = new Map<string, FieldEntry[]>();
  const byRef = new Map<string, FieldEntry>();
  walkWidgets(design.fields, ({ field, key, designPath, table }) => {
    const name = field.__vModel__;
    if (!key || !name || !holdsValue(key)) return;
    const entry: FieldEntry = {
      name,
      ref: table ? `${table}.${name}` : name,
      key,
      kind: WIDGET_REGISTRY[key].kind,
      field,
      designPath,
      table,
    };
    if (table) {
      const list = columns.get(table) ?? [];
      list.push(entry);
      columns.set(table, list);
    } else {
      fields.push(entry);
      if (key === 'table') columns.set(name, columns.get(name) ?? []);
    }
    if (!byRef.has(entry.ref)) byRef.set(entry.ref, entry);
  });
  return { design, fields, columns, byRef };
}
