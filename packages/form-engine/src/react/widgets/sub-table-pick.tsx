import type { Language } from '@platform/contracts';
import { useMemo } from 'react';
import type { FormField } from '../../schema/form-schema.ts';
import type { PickRecord } from '../record-sources.ts';
import { useInterfacePickerConfig } from './popup-select.tsx';
import { emptyPage, PopupFrame, PopupTable } from './popup-table.tsx';
import type { SubTableRow } from './sub-table-cell.tsx';

interface RelationOption {
  field?: unknown;
  type?: unknown;
  value?: unknown;
}

/** Whether the table's add button picks records (`addType` 1) instead of adding an empty row. */
export const addsByPicking = (table: FormField) => Number(table.addType) === 1;

/**
 * The cells a picked record fills, from `addTableConf.relationOptions`: each item sets the column `field`
 * to the record's column `value` when its `type` is 1, else to `value` itself.
 */
export function pickedRowCells(record: PickRecord, relationOptions: unknown): SubTableRow {
  const row: Record<string, unknown> = {};
  if (!Array.isArray(relationOptions)) return row;
  for (const option of relationOptions as RelationOption[]) {
    if (typeof option?.field !== 'string' || option.field === '') continue;
    row[option.field] = Number(option.type) === 1 ? record[String(option.value)] : option.value;
  }
  return row;
}

/**
 * The pick list of a sub-table whose rows are added from a data interface (`addTableConf`: interfaceId,
 * templateJson, columnOptions, hasPage, pageSize, popupType, popupTitle, popupWidth): several records are
 * picked at once and each becomes the cells `relationOptions` names. Mount it only while open.
 */
export function SubTablePickDialog({
  table,
  values,
  locale,
  onCancel,
  onPick,
}: {
  table: FormField;
  values: Readonly<Record<string, unknown>>;
  locale: Language;
  onCancel: () => void;
  onPick: (cells: SubTableRow[]) => void;
}) {
  const conf = table.addTableConf;
  // The add configuration has the keys of a popup select's design; read it as one, always multiple.
  const pickField = useMemo(
    () => ({ ...conf, __config__: { ...table.__config__, templateJson: null }, multiple: true }) as FormField,
    [conf, table.__config__],
  );
  const config = useInterfacePickerConfig(pickField, values, locale, 'dialog');
  return (
    <PopupFrame
      kind={config.popup === 'drawer' ? 'drawer' : 'dialog'}
      title={config.title}
      width={config.width}
      onClose={onCancel}
    >
      <PopupTable
        columns={config.columns}
        rowKey={config.rowKey}
        isMultiple
        hasPage={config.hasPage}
        pageSize={config.pageSize}
        initialKeys={[]}
        load={config.load ?? emptyPage}
        locale={locale}
        canConfirmEmpty={false}
        onCancel={onCancel}
        onConfirm={(_keys, rows) => onPick(rows.map((row) => pickedRowCells(row, conf?.relationOptions)))}
      />
    </PopupFrame>
  );
}
