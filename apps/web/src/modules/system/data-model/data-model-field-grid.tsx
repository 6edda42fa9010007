import { DATA_MODEL_TYPES, type DataModelFieldBody } from '@platform/contracts';
import { Button, Checkbox, Input, Select, Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';

/** One row of the grid: a column being edited, with a key of the page's own. */
export type FieldRow = Required<Pick<DataModelFieldBody, 'field' | 'dataType' | 'allowNull'>> & {
  key: string;
  fieldName: string;
  dataLength: string;
  primaryKey: 0 | 1;
  identity: 0 | 1;
  defaults: string;
};

let sequence = 0;
export const newFieldRow = (): FieldRow => {
  sequence += 1;
  return {
    key: `new-${sequence}`,
    field: '',
    fieldName: '',
    dataType: 'varchar',
    dataLength: '50',
    allowNull: 1,
    primaryKey: 0,
    identity: 0,
    defaults: '',
  };
};

/** The save body's columns of the grid's rows. */
export const fieldBodies = (rows: FieldRow[]): DataModelFieldBody[] =>
  rows.map(({ key: _key, defaults, fieldName, ...row }) => ({
    ...row,
    fieldName: fieldName || null,
    defaults: defaults === '' ? null : defaults,
  }));

const hasLength = (type: string) => type === 'varchar' || type === 'decimal';

/** The editable field list of a table: name, comment, type, length, key, auto-increment, nullable, default. */
export function DataModelFieldGrid({
  rows,
  onChange,
}: {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
}) {
  const { t } = useTranslation('dataModel');
  const set = (key: string, patch: Partial<FieldRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const typeOptions = DATA_MODEL_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const text = (name: 'field' | 'fieldName' | 'dataLength' | 'defaults', width: number) => ({
    key: name,
    title: t(`field.${name}`),
    width,
    render: (_: unknown, row: FieldRow) => (
      <Input
        size="small"
        aria-label={t(`field.${name}`)}
        value={row[name]}
        disabled={name === 'dataLength' && !hasLength(row.dataType)}
        onChange={(event) => set(row.key, { [name]: event.target.value })}
      />
    ),
  });
  const flag = (name: 'primaryKey' | 'identity' | 'allowNull') => ({
    key: name,
    title: t(`field.${name}`),
    width: 70,
    align: 'center' as const,
    render: (_: unknown, row: FieldRow) => (
      <Checkbox
        aria-label={t(`field.${name}`)}
        checked={row[name] === 1}
        onChange={(event) => set(row.key, { [name]: event.target.checked ? 1 : 0 })}
      />
    ),
  });
  const columns: TableColumnType<FieldRow>[] = [
    text('field', 160),
    text('fieldName', 160),
    {
      key: 'dataType',
      title: t('field.dataType'),
      width: 140,
      render: (_, row) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={t('field.dataType')}
          value={row.dataType}
          options={
            typeOptions.some((o) => o.value === row.dataType)
              ? typeOptions
              : [...typeOptions, { value: row.dataType, label: row.dataType }]
          }
          onChange={(dataType: string) =>
            set(row.key, { dataType, dataLength: hasLength(dataType) ? row.dataLength : '' })
          }
        />
      ),
    },
    text('dataLength', 90),
    flag('primaryKey'),
    flag('identity'),
    flag('allowNull'),
    text('defaults', 120),
    {
      key: 'remove',
      width: 70,
      render: (_, row) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          {t('removeField')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<FieldRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000, y: 360 }}
        data-testid="data-model-fields"
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => onChange([...rows, newFieldRow()])}>
        {t('addField')}
      </Button>
    </>
  );
}
