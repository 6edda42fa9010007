import type { Language } from '@platform/contracts';
import type { FormField } from '@platform/form-engine';
import { REACT_WIDGETS, SubTableCell, type WidgetLookup } from '@platform/form-engine/react';
import { Alert, Button, Flex, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from './online-dev-row-shape.ts';
import type { InlineDraft } from './use-inline-rows.ts';

const widgetOf: WidgetLookup = (key) => REACT_WIDGETS[key];

interface InlineCellsInput {
  drafts: ReadonlyMap<string, InlineDraft>;
  editors: ReadonlyMap<string, FormField>;
  locale: Language;
  setField: (serial: number, name: string, value: unknown) => void;
  /** A stored value as the list shows it. */
  textOf: (prop: string, value: unknown) => ReactNode;
}

/**
 * The cell of a row being edited: its field's form widget over the row's value with its validation
 * message, or the value's text for a column that is not edited in place (or while the record is read);
 * undefined for a row that is not being edited.
 */
export function inlineCell(
  { drafts, editors, locale, setField, textOf }: InlineCellsInput,
  prop: string,
  row: Row,
): ReactNode | undefined {
  const draft = drafts.get(String(row.id));
  if (!draft) return undefined;
  const editor = editors.get(prop);
  // A stored row's text cells keep what the list shows; a new row shows its defaults.
  if (!editor || draft.isLoading) return textOf(prop, prop in row ? row[prop] : draft.values[prop]);
  return (
    <SubTableCell
      widgetOf={widgetOf}
      id={`online-dev-inline-${draft.serial}-${prop}`}
      column={editor}
      row={draft.values}
      rowIndex={draft.serial}
      error={draft.errors.get(prop)}
      isReadOnly={false}
      disabled={draft.isSaving}
      locale={locale}
      onCellChange={setField}
    />
  );
}

interface InlineActionsProps {
  draft: InlineDraft;
  saveLabel: string;
  cancelLabel: string;
  onSave: () => void;
  onCancel: () => void;
}

/** The buttons of a row being edited: 保存 and 取消. */
export function InlineRowActions({ draft, saveLabel, cancelLabel, onSave, onCancel }: InlineActionsProps) {
  return (
    <Flex gap={4}>
      <Button type="link" size="small" loading={draft.isSaving} disabled={draft.isLoading} onClick={onSave}>
        {saveLabel}
      </Button>
      <Button type="link" size="small" danger disabled={draft.isSaving} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Flex>
  );
}

/** Opens, under each row being edited that has one, the line naming its problem. */
export function inlineProblems(drafts: ReadonlyMap<string, InlineDraft>): TableProps<Row>['expandable'] {
  const keys = [...drafts].filter(([, draft]) => draft.problem).map(([key]) => key);
  return {
    showExpandColumn: false,
    expandedRowKeys: keys,
    expandedRowRender: (row) => (
      <Alert
        type="error"
        showIcon
        title={drafts.get(String(row.id))?.problem}
        data-testid="online-dev-inline-error"
      />
    ),
  };
}
