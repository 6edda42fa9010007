import { Select } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useMemo, useState } from 'react';
import { rendererText } from '../messages.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { PICKER_KINDS, type PickedItem, type PickerKind, type PickerWidgetKey } from './pickers-config.ts';
import { PickerDialog } from './pickers-dialog.tsx';
import { useKnownNames } from './pickers-system.tsx';
import { pickedItem, storedValue, usePickedItems, valueItems } from './pickers-value.ts';
import { selectPlaceholder } from './placeholders.ts';
import { ReadText } from './read-text.tsx';

type PickerProps = WidgetProps & { kind: PickerKind };

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Clicks on a tag's remove icon or the clear icon change the value; they do not open the dialog. */
const isRemoveClick = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('.ant-select-clear, .ant-select-selection-item-remove') !== null;

/**
 * The edit face: an input-like box with the chosen names as tags; a click (or Enter) opens the picker
 * dialog and its Confirm replaces the value. Tags and the clear icon remove items directly.
 */
function PickerEdit({ kind, ...props }: PickerProps) {
  const isMultiple = props.field.multiple === true;
  const [isOpen, setIsOpen] = useState(false);
  // Names the dialog gave, so a confirmed selection shows without a lookup.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(NO_NAMES);
  const values = useMemo(() => valueItems(props.value, kind, isMultiple), [props.value, kind, isMultiple]);
  const items = usePickedItems(kind, values, useKnownNames(kind, props.locale, known));
  const tabs = useMemo(() => kind.tabs(props.field, isMultiple), [kind, props.field, isMultiple]);

  const change = (next: PickedItem[]) =>
    props.onChange(
      storedValue(
        next.map((item) => item.value),
        kind,
        isMultiple,
      ),
    );
  const keep = (keys: unknown) => {
    const kept = new Set(Array.isArray(keys) ? keys : keys === undefined || keys === null ? [] : [keys]);
    change(items.filter((item) => kept.has(item.key)));
  };
  const open = () => {
    if (!props.disabled) setIsOpen(true);
  };

  return (
    <>
      <Select
        id={props.id}
        style={{ width: '100%' }}
        mode={isMultiple ? 'multiple' : undefined}
        open={false}
        showSearch={false}
        value={isMultiple ? items.map((item) => item.key) : items[0]?.key}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        onChange={keep}
        allowClear={props.field.clearable ?? true}
        placeholder={selectPlaceholder(props)}
        disabled={props.disabled}
        onClick={(event: MouseEvent) => {
          if (!isRemoveClick(event)) open();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') open();
        }}
      />
      {isOpen && (
        <PickerDialog
          title={rendererText(kind.title, props.locale)}
          tabs={tabs}
          isMultiple={isMultiple}
          initial={items}
          toItem={(node) => pickedItem(kind, node)}
          locale={props.locale}
          onCancel={() => setIsOpen(false)}
          onConfirm={(next) => {
            setKnown(new Map([...known, ...next.map((item) => [item.key, item.label] as const)]));
            change(next);
            setIsOpen(false);
          }}
        />
      )}
    </>
  );
}

/** The read face: the chosen names, comma separated; a dash when empty. */
function PickerRead({ kind, ...props }: PickerProps) {
  const isMultiple = props.field.multiple === true;
  const values = useMemo(() => valueItems(props.value, kind, isMultiple), [props.value, kind, isMultiple]);
  const items = usePickedItems(kind, values, useKnownNames(kind, props.locale, NO_NAMES));
  return <ReadText text={items.map((item) => item.label).join(', ')} locale={props.locale} />;
}

function pickerWidget(key: PickerWidgetKey): ReactWidget {
  const kind = PICKER_KINDS[key];
  return {
    frame: 'field',
    Edit: (props) => <PickerEdit kind={kind} {...props} />,
    Read: (props) => <PickerRead kind={kind} {...props} />,
  };
}

export const organizePickerWidget = pickerWidget('organizeSelect');
export const departmentPickerWidget = pickerWidget('depSelect');
export const positionPickerWidget = pickerWidget('posSelect');
export const userPickerWidget = pickerWidget('userSelect');
export const mixedPickerWidget = pickerWidget('usersSelect');
export const rolePickerWidget = pickerWidget('roleSelect');
export const groupPickerWidget = pickerWidget('groupSelect');
