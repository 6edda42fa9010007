import type { DictionaryTypeInfo, DictionaryTypeNode, EndpointBody } from '@platform/contracts';
import { CODE_PATTERN, NAME_PATTERN } from '@platform/contracts';
import { dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { DictionaryNameCodeFields } from './dictionary-name-code-fields.tsx';

export interface DictionaryTypeValues {
  parentId?: string;
  fullName: string;
  enCode: string;
  isTree?: boolean;
  sortCode?: number;
  description?: string | null;
}

const NEW_TYPE: Partial<DictionaryTypeValues> = { isTree: false, sortCode: 0 };
const ALL = () => true;

const toTreeData = (nodes: readonly DictionaryTypeNode[]): object[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    children: node.children?.length ? toTreeData(node.children) : undefined,
  }));

const toValues = (type: DictionaryTypeInfo): Partial<DictionaryTypeValues> => ({
  parentId: type.parentId,
  fullName: type.fullName,
  enCode: type.enCode,
  isTree: type.isTree === undefined ? undefined : type.isTree === 1,
  sortCode: type.sortCode,
  description: type.description,
});

const toBody = (values: DictionaryTypeValues): EndpointBody<typeof dictionaryTypeEndpoints.create> => ({
  parentId: values.parentId ?? '0',
  fullName: values.fullName,
  enCode: values.enCode,
  isTree: values.isTree ? 1 : 0,
  sortCode: values.sortCode ?? 0,
  description: values.description ?? null,
});

/**
 * New/edit dialog of a dictionary category: parent (业务字典, 系统字典 or another category, never the
 * category itself or below it), name, code, tree switch (fixed once created), sort and description.
 */
export function DictionaryTypeDialog(props: RecordDialogProps<DictionaryTypeValues>) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const editId = props.target && 'row' in props.target ? props.target.row.id : undefined;
  const parents = useQuery({
    ...endpointQuery(dictionaryTypeEndpoints.selector, { params: { id: editId ?? '0' } }),
    enabled: props.target !== undefined,
  });
  const treeData = useMemo(() => toTreeData(parents.data?.list ?? []), [parents.data]);
  return (
    <RecordFormDialog
      {...props}
      endpoints={dictionaryTypeEndpoints}
      newValues={NEW_TYPE}
      toValues={toValues}
      toBody={toBody}
      thing={t('typeThing')}
      width={600}
      testId="dictionary-type-dialog"
    >
      {(_can, { editId: id }) => (
        <>
          <Form.Item
            name="parentId"
            label={t('field.typeParent')}
            rules={[{ required: true, message: t('parentRequired') }]}
          >
            <TreeSelect treeData={treeData} treeDefaultExpandAll loading={parents.isPending} />
          </Form.Item>
          <DictionaryNameCodeFields
            can={ALL}
            kind="type"
            namePattern={NAME_PATTERN}
            codePattern={CODE_PATTERN}
          />
          <Form.Item name="isTree" label={t('field.isTree')} valuePropName="checked">
            <Switch disabled={id !== undefined} />
          </Form.Item>
          <Form.Item name="sortCode" label={t('adminKit:field.sortCode')}>
            <InputNumber min={0} max={999999} precision={0} />
          </Form.Item>
          <Form.Item name="description" label={t('adminKit:field.description')}>
            <Input.TextArea rows={6} maxLength={500} />
          </Form.Item>
        </>
      )}
    </RecordFormDialog>
  );
}
