import { type FormField, formIdOf, holdsValue, walkWidgets } from '@platform/form-engine';
import { Empty, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../../platform/i18n/register-locales.ts';
import { designTablesLocales } from '../../design-tables/design-tables.locales.ts';
import { columnLabel, mainTableOf, subTablesOf, tableLabel } from '../../design-tables/design-tables.ts';
import { useTableColumns } from '../../design-tables/use-table-columns.ts';
import type { DesignBinding } from '../use-form-design.ts';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

registerLocales(designTablesLocales);

/*
 * A design with tables binds each stored field to a column (`__vModel__` is the column's name): a
 * main-form field to a column of the main table, a sub-table widget to one of the design's sub-tables
 * (`__config__.tableName`) and its columns to that sub-table's columns. A column another field holds
 * is offered disabled, as the server refuses two fields on one column; key columns are not offered.
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
    const table = subTable ? (tableOfWidget.get(subTable)?.table ?? '') : mainTable;
    holders.push({ formId: formIdOf(field), label, column: name.toLowerCase(), table });
  });
  return { tableOfWidget, holders };
}

/** The table the selected field's column belongs to: its sub-table's, else the main table. */
function tableOfField(field: FormField, binding: DesignBinding, fields: FormField[]) {
  const main = mainTableOf(binding.tables)?.table ?? '';
  const { tableOfWidget, holders } = bindingsOf(fields, main);
  const parent = field.__config__.parentVModel;
  const table = parent === undefined ? main : (tableOfWidget.get(String(parent))?.table ?? '');
  return { table, holders };
}

/** 数据库字段: the column of the field's table it is bound to, with loading, empty and error states. */
export function ColumnBinding({
  field,
  update,
  state,
  binding,
}: PropertyGroupProps & { binding: DesignBinding }) {
  const { t } = useTranslation('designTables');
  const { table, holders } = tableOfField(field, binding, state.fields);
  const columnsOf = useTableColumns(binding.dbLinkId, table ? [table] : []);
  const { columns, isLoading, error } = columnsOf(table);
  const formId = formIdOf(field);
  const value = String(field.__vModel__ ?? '');
  const holderOf = (column: string) =>
    holders.find((h) => h.table === table && h.column === column.toLowerCase() && h.formId !== formId);
  const options = (columns ?? [])
    .filter((column) => column.primaryKey !== 1)
    .map((column) => {
      const holder = holderOf(column.field);
      return {
        value: column.field,
        label: holder
          ? `${columnLabel(column)} · ${t('boundBy', { label: holder.label })}`
          : columnLabel(column),
        disabled: holder !== undefined,
      };
    });
  const isKnown =
    !columns || value === '' || columns.some((c) => c.field.toLowerCase() === value.toLowerCase());
  const twice = value ? holderOf(value) : undefined;
  const help = !table
    ? t('chooseSubTable')
    : error
      ? t('columnsFailed', { table, message: error })
      : !isKnown
        ? t('notAColumn', { column: value, table })
        : twice && t('boundBy', { label: twice.label });

  return (
    <Form.Item label={t('column')} validateStatus={help ? 'warning' : ''} help={help}>
      <Select
        value={value || undefined}
        options={options}
        loading={isLoading}
        disabled={!table}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder={t('choose')}
        notFoundContent={
          isLoading ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
        }
        onChange={(column?: string) => {
          const comment = columns?.find((c) => c.field === column)?.fieldName;
          update((f) => ({ ...(comment ? withConfig(f, { label: comment }) : f), __vModel__: column ?? '' }));
        }}
        data-testid="prop-column"
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
