import type { EndpointBody, PositionInfo } from '@platform/contracts';
import { organizeEndpoints, positionEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { grantedFields, useGrantGate } from '../../../../shared/permission/use-grant-gate.ts';
import { POSITION_CODES } from '../grant-codes.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../record-form-fields.tsx';

interface PositionFormValues {
  organizeId: string;
  fullName: string;
  enCode: string;
  type?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

export interface PositionDialogTarget {
  row?: PositionInfo;
  /** Organization preselected for a new position (the one chosen in the tree). */
  organizeId?: string;
}

interface PositionFormDialogProps {
  target: PositionDialogTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New/edit dialog of a position, with the §5.1 code rule and the save behaviour of §4.5. An edit
 * reads the position (GET /Position/{id} keeps what the granted fields need); a field shows only when
 * granted, and only shown fields are sent (spec §6, ADR 0009).
 */
export function PositionFormDialog({ target, onClose, onSaved }: PositionFormDialogProps) {
  const { t } = useTranslation('position');
  const can = useGrantGate('form', POSITION_CODES.forms);
  const editId = target?.row?.id;
  const tree = useQuery({
    ...endpointQuery(organizeEndpoints.tree),
    enabled: target !== undefined && can('organizeId'),
  });
  const detail = useQuery({
    ...endpointQuery(positionEndpoints.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<PositionFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (!target.row) return { organizeId: target.organizeId, sortCode: 0, enabledMark: true };
    const row = detail.data;
    if (!row) return undefined;
    return {
      organizeId: row.organizeId,
      fullName: row.fullName,
      enCode: row.enCode,
      type: row.type,
      sortCode: row.sortCode,
      enabledMark: row.enabledMark === 1,
      description: row.description,
    };
  }, [target, detail.data]);

  const submit = async (values: PositionFormValues) => {
    const all: EndpointBody<typeof positionEndpoints.create> = {
      organizeId: values.organizeId,
      fullName: values.fullName,
      enCode: values.enCode,
      type: values.type ?? null,
      description: values.description ?? null,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark === false ? 0 : 1,
    };
    const body = grantedFields(all, can);
    if (editId)
      return (await callWithMessage(positionEndpoints.update, { params: { id: editId }, body })).msg;
    // Required fields the caller may not write go as '': the server names the missing grant.
    const created = { organizeId: '', fullName: '', enCode: '', ...body };
    return (await callWithMessage(positionEndpoints.create, { body: created })).msg;
  };

  return (
    <FormDialog<PositionFormValues>
      open={target !== undefined}
      title={target?.row ? t('editTitle') : t('addTitle')}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="position-dialog"
    >
      {can('organizeId') && (
        <Form.Item
          name="organizeId"
          label={t('form.organize')}
          rules={[{ required: true, message: t('form.choose', { field: t('form.organize') }) }]}
        >
          <TreeSelect
            treeData={tree.data?.list ?? []}
            fieldNames={{ label: 'fullName', value: 'id', children: 'children' }}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'fullName' }}
            loading={tree.isFetching}
            placeholder={t('form.choose', { field: t('form.organize') })}
          />
        </Form.Item>
      )}
      <NameCodeFields ns="position" can={can} />
      {can('type') && (
        <Form.Item name="type" label={t('form.type')}>
          <Input maxLength={50} />
        </Form.Item>
      )}
      <SortStateDescriptionFields ns="position" can={can} />
    </FormDialog>
  );
}
