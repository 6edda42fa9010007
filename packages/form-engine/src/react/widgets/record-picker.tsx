import { Popover, Select } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { PageQuery, PickRecord, RecordPage } from '../record-sources.ts';
import type { WidgetProps } from '../widget-types.ts';
import { selectPlaceholder } from './placeholders.ts';
import {
  emptyPage,
  type PopupColumn,
  PopupFrame,
  type PopupKind,
  PopupTable,
  recordKey,
} from './popup-table.tsx';
import { isBlank, ReadText } from './read-text.tsx';

/** Where a record picker's rows come from and how they show: set per widget from its design. */
export interface RecordPickerConfig {
  /** The column that identifies a record; its value is stored. */
  rowKey: string;
  /** The column that names a record in the field. */
  labelColumn: string;
  columns: PopupColumn[];
  isMultiple: boolean;
  hasPage: boolean;
  pageSize: number;
  popup: PopupKind;
  title: string;
  width: string | number;
  /** A page of the pick list; undefined when the host gives no source (the list stays empty). */
  load?: (query: PageQuery) => Promise<RecordPage>;
  /** The records of these ids, to name a value picked before. */
  rowsOf?: (ids: string[]) => Promise<PickRecord[]>;
}

/** The picked ids of a value: one id, or each id of a list, as text. */
export const pickedKeys = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id) => !isBlank(id) && typeof id !== 'object').map(String);

/**
 * The value to store for picked keys: each record's own id value (a number stays a number), a list when
 * multiple, else the one id, or null when nothing is picked.
 */
export function storedPick(keys: string[], rows: PickRecord[], rowKey: string, isMultiple: boolean): unknown {
  const ids = keys.map((key) => {
    const row = rows.find((candidate) => recordKey(candidate, rowKey) === key);
    const id = row?.[rowKey];
    return typeof id === 'number' || typeof id === 'string' ? id : key;
  });
  return isMultiple ? ids : (ids[0] ?? null);
}

const NO_ROWS: ReadonlyMap<string, PickRecord> = new Map();

/**
 * The names of the picked ids: the `labelColumn` of their records, from the rows seen in the pick list
 * or asked of `rowsOf`; the bare id while no record is known.
 */
export function useRecordLabels(
  keys: readonly string[],
  config: Pick<RecordPickerConfig, 'rowKey' | 'labelColumn' | 'rowsOf'>,
  known: ReadonlyMap<string, PickRecord> = NO_ROWS,
): string[] {
  const { rowKey, labelColumn, rowsOf } = config;
  const [fetched, setFetched] = useState<ReadonlyMap<string, PickRecord>>(NO_ROWS);
  const missingKey = JSON.stringify(keys.filter((key) => !known.has(key) && !fetched.has(key)));
  useEffect(() => {
    const missing = JSON.parse(missingKey) as string[];
    if (missing.length === 0 || !rowsOf) return;
    let live = true;
    rowsOf(missing).then(
      (rows) => {
        if (!live) return;
        setFetched((previous) => {
          const next = new Map(previous);
          for (const row of rows) next.set(recordKey(row, rowKey), row);
          return next;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missingKey, rowsOf, rowKey]);
  return keys.map((key) => {
    const label = (known.get(key) ?? fetched.get(key))?.[labelColumn];
    return isBlank(label) || typeof label === 'object' ? key : String(label);
  });
}

/** Clicks on a tag's remove icon or the clear icon change the value; they do not open the list. */
const isRemoveClick = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('.ant-select-clear, .ant-select-selection-item-remove') !== null;

/**
 * The edit face of the popup and relation-form pickers: an input-like box with the picked names; a click
 * (or Enter) opens the pick list as a dialog, a drawer or a popover, whose Confirm replaces the value.
 * Tags and the clear icon remove items directly. A locked field calls `onLockedClick` instead.
 */
export function RecordPickerEdit({
  config,
  onLockedClick,
  ...props
}: WidgetProps & { config: RecordPickerConfig; onLockedClick?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<string, PickRecord>>(NO_ROWS);
  const keys = useMemo(() => pickedKeys(props.value), [props.value]);
  const labels = useRecordLabels(keys, config, known);
  const { isMultiple, rowKey } = config;

  const keep = (next: unknown) => {
    // A locked field stays clickable for its detail; its value never changes here.
    if (props.disabled) return;
    const kept = new Set(pickedKeys(next));
    const stay = (Array.isArray(props.value) ? props.value : [props.value]).filter((id) =>
      kept.has(String(id)),
    );
    props.onChange(isMultiple ? stay : (stay[0] ?? null));
  };
  const open = () => {
    if (!props.disabled) setIsOpen(true);
    else if (keys.length > 0) onLockedClick?.();
  };
  const table = isOpen && (
    <PopupTable
      columns={config.columns}
      rowKey={rowKey}
      isMultiple={isMultiple}
      hasPage={config.hasPage}
      pageSize={config.pageSize}
      initialKeys={keys}
      load={config.load ?? emptyPage}
      locale={props.locale}
      canConfirmEmpty={isMultiple || config.popup === 'popover'}
      onCancel={() => setIsOpen(false)}
      onConfirm={(picked, rows) => {
        const next = new Map(known);
        for (const row of rows) next.set(recordKey(row, rowKey), row);
        setKnown(next);
        props.onChange(storedPick(picked, [...next.values()], rowKey, isMultiple));
        setIsOpen(false);
      }}
    />
  );
  const select = (
    <Select
      id={props.id}
      style={{ width: '100%' }}
      mode={isMultiple ? 'multiple' : undefined}
      open={false}
      showSearch={false}
      value={isMultiple ? keys : keys[0]}
      options={keys.map((key, index) => ({ value: key, label: labels[index] }))}
      onChange={keep}
      allowClear={!props.disabled && (props.field.clearable ?? true)}
      placeholder={selectPlaceholder(props)}
      disabled={props.disabled && !onLockedClick}
      onClick={(event: MouseEvent) => {
        if (!isRemoveClick(event)) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') open();
      }}
    />
  );
  if (config.popup === 'popover') {
    return (
      <Popover
        open={isOpen}
        trigger={[]}
        placement="bottomLeft"
        title={config.title}
        content={<div style={{ width: config.width }}>{table}</div>}
        onOpenChange={(next) => !next && setIsOpen(false)}
      >
        <div>{select}</div>
      </Popover>
    );
  }
  return (
    <>
      {select}
      {isOpen && (
        <PopupFrame
          kind={config.popup}
          title={config.title}
          width={config.width}
          onClose={() => setIsOpen(false)}
        >
          {table}
        </PopupFrame>
      )}
    </>
  );
}

/** The read face: the picked names, comma separated; a dash when empty. */
export function RecordPickerRead({ config, ...props }: WidgetProps & { config: RecordPickerConfig }) {
  const keys = useMemo(() => pickedKeys(props.value), [props.value]);
  const labels = useRecordLabels(keys, config);
  return <ReadText text={labels.join(', ')} locale={props.locale} />;
}
