import { type FormField, formIdOf, holdsValue, walkWidgets } from '@platform/form-engine';
import { Button, Empty, Form, Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../../platform/i18n/register-locales.ts';
import { AddColumnDialog } from '../../design-tables/add-column-dialog.tsx';
import { designTablesLocales } from '../../design-tables/design-tables.locales.ts';
import {
  columnLabel,
  mainTableOf,
  parseSecondaryModel,
  secondaryModel,
  subTablesOf,
  tableLabel,
} from '../../design-tables/design-tables.ts';
import { useTableColumns } from '../../design-tables/use-table-columns.ts';
import type { DesignBinding } from '../use-form-design.ts';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

registerLocales(designTablesLocales);

/*
 * A design with tables binds each stored field to a column (`__vModel__` is the column's name): a
 * main-form field to a column of the main table, or of a secondary table (`jnpf_{table}_jnpf_{column}`,
 * `__config__.tableName` that table), a sub-table widget to one of the design's sub-tables
 * (`__config__.tableName`) and its columns to that sub-table's columns. A column another field holds
 * is offered disabled, as the server refuses two fields on one column; key columns and a secondary
 * table's link column are not offered. 添加字段 adds a column to the field's table and binds it.
 */

/** Widgets that show a related record's value and keep it only when told to (`isStorage`). */
const SHOWN_ONLY = new Set(['relationFormAttr', 'popupAttr']);

/** Whether the widget's value is kept in a column of its table (the sub-table widget names a table instead). */
export const isColumnBound = (field: FormField, key: string) =>
  key !== 'table' && (!SHOWN_ONLY.has(key) || Boolean(field.__config__.isStorage));

interface Holder {
  formId: number | undefined;
  label: string;
  column: string;
  /** The table the field's column belongs to ('' while its sub-table has no table). */
  table: string;
}

/** The table of each sub-table widget (by its `__vModel__`), and the tables' holders of columns. */
function bindingsOf(fields: FormField[], mainTable: string) {
  const tableOfWidget = new Map<string, { table: string; label: string; formId: number | undefined }>();
  const holders: Holder[] = [];
  walkWidgets(fields, ({ field, key, table: subTable }) => {
    const name = field.__vModel__;
    if (!key || !name) return;
    const label = String(field.__config__.label ?? name);
    if (key === 'table') {
      const table = String(field.__config__.tableName ?? '');
      tableOfWidget.set(name, { table, label, formId: formIdOf(field) });
      return;
    }
    if (!holdsValue(key) || !isColumnBound(field, key)) return;
    const secondary = subTable ? undefined : parseSecondaryModel(name);
    const table = subTable ? (tableOfWidget.get(subTable)?.table ?? '') : (secondary?.table ?? mainTable);
    holders.push({
      formId: formIdOf(field),
      label,
      column: (secondary?.column ?? name).toLowerCase(),
      table,
    });
  });
  return { tableOfWidget, holders };
}

/**
 * The tables the selected field may bind: a sub-table column its sub-table's; a main-form field the main
 * table's, then each secondary table's (a sub-table no sub-table widget uses); `table` is the one it is
 * bound to now (the main table when unbound).
 */
function tablesOfField(field: FormField, binding: DesignBinding, fields: FormField[]) {
  const main = mainTableOf(binding.tables)?.table ?? '';
  const { tableOfWidget, holders } = bindingsOf(fields, main);
  const parent = field.__config__.parentVModel;
  if (parent !== undefined) {
    const table = tableOfWidget.get(String(parent))?.table ?? '';
    return { table, column: String(field.__vModel__ ?? ''), main, secondaries: [], holders, isSub: true };
  }
  const used = new Set([...tableOfWidget.values()].map((w) => w.table));
  const secondaries = subTablesOf(binding.tables).filter((sub) => !used.has(sub.table));
  const own = parseSecondaryModel(String(field.__vModel__ ?? ''));
  const isOwnKnown = own !== undefined && secondaries.some((sub) => sub.table === own.table);
  const table = isOwnKnown ? own.table : main;
  const column = isOwnKnown ? own.column : String(field.__vModel__ ?? '');
  return { table, column, main, secondaries, holders, isSub: false };
}

/** 数据库字段: the column of the field's table it is bound to, with loading, empty and error states. */
export function ColumnBinding({
  field,
  update,
  state,
  binding,
}: PropertyGroupProps & { binding: DesignBinding }) {
  const { t } = useTranslation('designTables');
  const [addingTo, setAddingTo] = useState<string | undefined>();
  const { table, column, main, secondaries, holders, isSub } = tablesOfField(field, binding, state.fields);
  const shown = isSub ? [table] : [main, ...secondaries.map((sub) => sub.table)];
  const columnsOf = useTableColumns(binding.dbLinkId, shown.filter(Boolean));
  const { columns, isLoading, error } = columnsOf(table);
  const formId = formIdOf(field);
  const holderOf = (of: string, name: string) =>
    holders.find((h) => h.table === of && h.column === name.toLowerCase() && h.formId !== formId);
  const modelOf = (of: string, name: string) => (isSub || of === main ? name : secondaryModel(of, name));
  const optionsOf = (of: string, link = '') =>
    (columnsOf(of).columns ?? [])
      .filter((c) => c.primaryKey !== 1 && c.field.toLowerCase() !== link.toLowerCase())
      .map((c) => {
        const holder = holderOf(of, c.field);
        const label = columnLabel(c);
        return {
          value: modelOf(of, c.field),
          label: holder ? `${label} · ${t('boundBy', { label: holder.label })}` : label,
          disabled: holder !== undefined,
        };
      });
  const options: SelectProps['options'] =
    isSub || secondaries.length === 0
      ? optionsOf(table)
      : [
          { label: t('mainGroup', { table: main }), options: optionsOf(main) },
          ...secondaries.map((sub) => ({
            label: t('secondaryGroup', { table: sub.table }),
            options: optionsOf(sub.table, sub.tableField),
          })),
        ];
  const isKnown =
    !columns || column === '' || columns.some((c) => c.field.toLowerCase() === column.toLowerCase());
  const twice = column ? holderOf(table, column) : undefined;
  const help = !table
    ? t('chooseSubTable')
    : error
      ? t('columnsFailed', { table, message: error })
      : !isKnown
        ? t('notAColumn', { column, table })
        : twice && t('boundBy', { label: twice.label });
  const bind = (of: string, name: string | undefined, comment: string | null | undefined) =>
    update((f) => {
      const labelled = comment ? withConfig(f, { label: comment }) : f;
      const tabled = isSub || !name ? labelled : withConfig(labelled, { tableName: of });
      return { ...tabled, __vModel__: name ? modelOf(of, name) : '' };
    });

  return (
    <Form.Item
      label={t('column')}
      validateStatus={help ? 'warning' : ''}
      help={help}
      extra={
        table ? (
          <Button type="link" size="small" onClick={() => setAddingTo(table)} data-testid="prop-addColumn">
            {t('addColumn')}
          </Button>
        ) : undefined
      }
    >
      <Select
        value={String(field.__vModel__ ?? '') || undefined}
        options={options}
        loading={isLoading}
        disabled={!table}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder={t('choose')}
        notFoundContent={
          isLoading ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
        }
        onChange={(value?: string) => {
          const of = shown.find((name) => optionsOf(name).some((o) => o.value === value)) ?? table;
          const chosen = value === undefined ? undefined : parseSecondaryModel(value)?.column;
          const name = value === undefined ? undefined : of === main || isSub ? value : chosen;
          bind(of, name, columnsOf(of).columns?.find((c) => c.field === name)?.fieldName);
        }}
        data-testid="prop-column"
      />
      <AddColumnDialog
        dbLinkId={binding.dbLinkId}
        table={addingTo}
        onClose={() => setAddingTo(undefined)}
        onAdded={(added) => addingTo && bind(addingTo, added.field, added.fieldName)}
      />
    </Form.Item>
  );
}

/**
 * 关联子表: the sub-table a sub-table widget keeps its rows in, among the design's sub-tables; one
 * another sub-table widget uses is disabled. Its columns learn the table (`relationTable`, as the
 * original writes it) and keep their names, each flagged when the new table lacks it.
 */
export function SubTableChoice({
  field,
  update,
  state,
  binding,
}: PropertyGroupProps & { binding: DesignBinding }) {
  const { t } = useTranslation('designTables');
  const { tableOfWidget } = bindingsOf(state.fields, mainTableOf(binding.tables)?.table ?? '');
  const formId = formIdOf(field);
  const users = [...tableOfWidget.values()].filter((w) => w.formId !== formId && w.table);
  const options = subTablesOf(binding.tables).map((sub) => {
    const user = users.find((w) => w.table === sub.table);
    return {
      value: sub.table,
      label: user ? `${tableLabel(sub)} · ${t('subTableUsed', { label: user.label })}` : tableLabel(sub),
      disabled: user !== undefined,
    };
  });
  const choose = (tableName: string) =>
    update((f) =>
      withConfig(f, {
        tableName,
        children: ((f.__config__.children ?? []) as FormField[]).map((c) =>
          withConfig(c, { relationTable: tableName }),
        ),
      }),
    );
  return (
    <Form.Item label={t('subTable')}>
      <Select
        value={String(field.__config__.tableName ?? '') || undefined}
        options={options}
        placeholder={t('choose')}
        notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />}
        onChange={choose}
        data-testid="prop-subTable"
      />
    </Form.Item>
  );
}
