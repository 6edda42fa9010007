import type { Language } from '@platform/contracts';
import type { FormField } from '@platform/form-engine';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import type { RuntimeColumn } from './online-dev-column-data.ts';
import { hiddenFields } from './online-dev-grants.ts';
import { InlineRowActions, inlineCell, inlineProblems } from './online-dev-inline-cells.tsx';
import { cellEditorOf } from './online-dev-inline-fields.ts';
import type { ParsedDesign } from './online-dev-record-form.tsx';
import type { Row } from './online-dev-row-shape.ts';
import { useInlineRows } from './use-inline-rows.ts';

interface InlineEditingOptions {
  modelId: string;
  menuId?: string;
  design: ParsedDesign;
  /** The columns on screen (those the caller holds). */
  columns: readonly RuntimeColumn[];
  locale: Language;
  textOf: (prop: string, value: unknown) => ReactNode;
  onSaved: () => Promise<unknown>;
}

/**
 * What an inline-edit list (type 4) adds to the table: the rows being edited with their cell widgets,
 * their 保存 / 取消 buttons and the line under a row the server refused. The form grants of the menu
 * decide which cells edit, as they decide which fields the form dialog shows.
 */
export function useInlineEditing({
  modelId,
  menuId,
  design,
  columns,
  locale,
  textOf,
  onSaved,
}: InlineEditingOptions) {
  const { t } = useTranslation('common');
  const permission = usePermission(menuId);
  const formGrants = useMemo(
    () => (menuId === undefined ? {} : hiddenFields(design.model, permission.codes('form'))),
    [menuId, design.model, permission],
  );
  const editors = useMemo(
    () =>
      new Map(
        columns.flatMap((column): [string, FormField][] => {
          const field = cellEditorOf(design.model, column.prop, formGrants);
          return field ? [[column.prop, field]] : [];
        }),
      ),
    [columns, design.model, formGrants],
  );
  const rows = useInlineRows({ modelId, model: design.model, locale, editors, formGrants, onSaved });
  const { drafts, setField } = rows;

  return {
    ...rows,
    editingCell: (prop: string, row: Row) =>
      inlineCell({ drafts, editors, locale, setField, textOf }, prop, row),
    actionsOf: (row: Row) => {
      const key = String(row.id);
      const draft = drafts.get(key);
      return (
        draft && (
          <InlineRowActions
            draft={draft}
            saveLabel={t('save')}
            cancelLabel={t('cancel')}
            onSave={() => void rows.save(key)}
            onCancel={() => rows.cancel(key)}
          />
        )
      );
    },
    expandable: inlineProblems(drafts),
  };
}
