import type { Language } from '@platform/contracts';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { parseFormDesign } from '../../schema/parse-design.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { rendererText } from '../messages.ts';
import type { PageQuery, RelationFormRecord } from '../record-sources.ts';
import { useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { popupColumns, popupKindOf, popupPageSize, popupWidthOf } from './popup-table.tsx';
import { ReadText } from './read-text.tsx';
import {
  pickedKeys,
  type RecordPickerConfig,
  RecordPickerEdit,
  RecordPickerRead,
  useRecordLabels,
} from './record-picker.tsx';

const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * The pick list of another form's records (`modelId`): pages through `sources.relationFormList`, a record
 * through `sources.relationFormRecord`. The record's `id` is stored, its `relationField` names it.
 */
function useRelationFormConfig(field: WidgetProps['field'], locale: Language): RecordPickerConfig {
  const { relationFormList, relationFormRecord } = useFormDataSources();
  const modelId = textOf(field.modelId, '');
  const labelColumn = textOf(field.relationField, 'id');
  const columns = useMemo(() => popupColumns(field.columnOptions), [field.columnOptions]);
  const hasPage = field.hasPage === true;
  const load = useMemo(() => {
    if (!relationFormList || modelId === '') return undefined;
    return (query: PageQuery) =>
      relationFormList({
        ...query,
        modelId,
        relationField: labelColumn,
        columnOptions: columns.map((column) => column.value).join(','),
      });
  }, [relationFormList, modelId, labelColumn, columns]);
  const rowsOf = useMemo(() => {
    if (!relationFormRecord || modelId === '') return undefined;
    return async (ids: string[]) => {
      const records = await Promise.all(
        ids.map(async (id) => {
          const record = await relationFormRecord({ modelId, id });
          return record ? [{ ...record.data, id }] : [];
        }),
      );
      return records.flat();
    };
  }, [relationFormRecord, modelId]);
  return {
    rowKey: 'id',
    labelColumn,
    columns,
    isMultiple: field.multiple === true,
    hasPage,
    pageSize: popupPageSize(hasPage, field.pageSize),
    popup: popupKindOf(field.popupType),
    title: textOf(field.popupTitle, rendererText('formEngine.renderer.popupTitle', locale)),
    width: popupWidthOf(field.popupWidth),
    load,
    rowsOf,
  };
}

/** The related record shown read-only in the related form's own layout, in a dialog. */
function RelationFormDetail({
  modelId,
  id,
  locale,
  onClose,
}: {
  modelId: string;
  id: string;
  locale: Language;
  onClose: () => void;
}) {
  const sources = useFormDataSources();
  const { relationFormRecord } = sources;
  const [record, setRecord] = useState<RelationFormRecord | null | undefined>();
  useEffect(() => {
    let live = true;
    relationFormRecord?.({ modelId, id }).then(
      (found) => live && setRecord(found),
      () => live && setRecord(null),
    );
    return () => {
      live = false;
    };
  }, [relationFormRecord, modelId, id]);
  const parsed = useMemo(
    () => (record ? parseFormDesign(record.formData, locale) : undefined),
    [record, locale],
  );
  return (
    <Modal
      open
      title={rendererText('formEngine.renderer.relationFormDetail', locale)}
      width={900}
      footer={null}
      onCancel={onClose}
    >
      {record === undefined ? (
        <Spin />
      ) : parsed?.success ? (
        <FormRenderer design={parsed} value={record?.data} mode="read" sources={sources} locale={locale} />
      ) : (
        <ReadText text="" locale={locale} />
      )}
    </Modal>
  );
}

/** The read-only detail of a related record: whether it can open, how to open it and its dialog. */
function useRecordDetail(field: WidgetProps['field'], locale: Language) {
  const [detailId, setDetailId] = useState<string>();
  const modelId = textOf(field.modelId, '');
  const { relationFormRecord } = useFormDataSources();
  const dialog = detailId !== undefined && (
    <RelationFormDetail
      modelId={modelId}
      id={detailId}
      locale={locale}
      onClose={() => setDetailId(undefined)}
    />
  );
  return { canShow: Boolean(relationFormRecord) && modelId !== '', show: setDetailId, dialog };
}

/**
 * Relation form (`relationForm`): picks a record of another form like the popup select. A locked field
 * (design `disabled`) with a value opens that record read-only when clicked; so does its name in read mode.
 */
function RelationFormEdit(props: WidgetProps) {
  const config = useRelationFormConfig(props.field, props.locale);
  const detail = useRecordDetail(props.field, props.locale);
  return (
    <>
      <RecordPickerEdit
        {...props}
        config={config}
        onLockedClick={detail.canShow ? () => detail.show(pickedKeys(props.value)[0]) : undefined}
      />
      {detail.dialog}
    </>
  );
}

function RelationFormRead(props: WidgetProps) {
  const config = useRelationFormConfig(props.field, props.locale);
  const keys = useMemo(() => pickedKeys(props.value), [props.value]);
  const labels = useRecordLabels(keys, config);
  const detail = useRecordDetail(props.field, props.locale);
  if (!detail.canShow || keys.length === 0) return <RecordPickerRead {...props} config={config} />;
  return (
    <>
      {keys.map((key, index) => (
        <Button
          key={key}
          type="link"
          size="small"
          style={{ paddingInline: 0, marginInlineEnd: 8 }}
          onClick={() => detail.show(key)}
        >
          {labels[index]}
        </Button>
      ))}
      {detail.dialog}
    </>
  );
}

export const relationFormWidget: ReactWidget = {
  frame: 'field',
  Edit: RelationFormEdit,
  Read: RelationFormRead,
};
