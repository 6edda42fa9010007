import type { DictionaryDataInfo, DictionaryParentOption, EndpointBody } from '@platform/contracts';
import { resourceCodes } from '@platform/contracts';
import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { DictionaryNameCodeFields } from './dictionary-name-code-fields.tsx';

interface DictionaryDataValues {
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const FORM_CODES = resourceCodes('dictionary').forms;
const NEW_ENTRY: Partial<DictionaryDataValues> = { sortCode: 0, enabledMark: true };

interface DictionaryDataDialogProps extends RecordDialogProps<DictionaryDataValues> {
  /** The category the entries belong to, and whether its entries form a tree. */
  type: { id: string; isTree: number };
}

const toTreeData = (nodes: readonly DictionaryParentOption[]): object[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    children: node.children?.length ? toTreeData(node.children) : undefined,
  }));

/**
 * New/edit dialog of a dictionary entry (项目上级, 字典名称, 字典编码, 字典状态, 排序, 字典说明). The parent
 * tree starts at the category itself, which stands for the top: it is sent as '0'. The parent can be
 * changed only in a tree category.
 */
export function DictionaryDataDialog({ type, ...props }: DictionaryDataDialogProps) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const editId = props.target && 'row' in props.target ? props.target.row.id : undefined;
  const parents = useQuery({
    ...endpointQuery(dictionaryDataEndpoints.parentSelector, {
      params: { typeId: type.id, id: editId ?? '0' },
      query: { isTree: type.isTree },
    }),
    enabled: props.target !== undefined,
  });
  const treeData = useMemo(() => toTreeData(parents.data?.list ?? []), [parents.data]);
  const newValues = useMemo(() => ({ ...NEW_ENTRY, parentId: type.id }), [type.id]);
  const toValues = useCallback(
    (entry: DictionaryDataInfo): Partial<DictionaryDataValues> => ({
      parentId: entry.parentId === undefined ? undefined : entry.parentId === '0' ? type.id : entry.parentId,
      fullName: entry.fullName,
      enCode: entry.enCode,
      sortCode: entry.sortCode,
      enabledMark: entry.enabledMark === undefined ? undefined : entry.enabledMark === 1,
      description: entry.description,
    }),
    [type.id],
  );
  const toBody = useCallback(
    (values: DictionaryDataValues): EndpointBody<typeof dictionaryDataEndpoints.create> => ({
      dictionaryTypeId: type.id,
      // The category itself stands for the top of its entries.
      parentId: !values.parentId || values.parentId === type.id ? '0' : values.parentId,
      fullName: values.fullName,
      enCode: values.enCode,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark === false ? 0 : 1,
      description: values.description ?? null,
    }),
    [type.id],
  );
  return (
    <RecordFormDialog
      {...props}
      endpoints={dictionaryDataEndpoints}
      formCodes={FORM_CODES}
      newValues={newValues}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ dictionaryTypeId: type.id, fullName: '', enCode: '' }}
      thing={t('thing')}
      width={600}
      testId="dictionary-dialog"
    >
      {(can) => (
        <>
          {can('parentId') && (
            <Form.Item
              name="parentId"
              label={t('field.parentId')}
              rules={[{ required: true, message: t('choose') }]}
            >
              <TreeSelect
                treeData={treeData}
                treeDefaultExpandAll
                disabled={type.isTree !== 1}
                loading={parents.isPending}
              />
            </Form.Item>
          )}
          <DictionaryNameCodeFields can={can} kind="entry" />
          {can('enabledMark') && (
            <Form.Item name="enabledMark" label={t('field.enabledMark')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          {can('sortCode') && (
            <Form.Item name="sortCode" label={t('adminKit:field.sortCode')}>
              <InputNumber min={0} max={999999} precision={0} />
            </Form.Item>
          )}
          {can('description') && (
            <Form.Item name="description" label={t('field.description')}>
              <Input.TextArea rows={6} maxLength={500} />
            </Form.Item>
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
