import type { EndpointBody, GroupInfo } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { grantedFields, useGrantGate } from '../../../../shared/permission/use-grant-gate.ts';
import { GROUP_CODES } from '../grant-codes.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../record-form-fields.tsx';

interface GroupFormValues {
  fullName: string;
  enCode: string;
  type?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

interface GroupFormDialogProps {
  /** 'new', the row being edited, or undefined when closed. */
  target: GroupInfo | 'new' | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New/edit dialog of a group, with the §5.1 code rule and the save behaviour of §4.5. An edit reads
 * the group (GET /Group/{id} keeps what the granted fields need); a field shows only when granted, and
 * only shown fields are sent (spec §6, ADR 0009).
 */
export function GroupFormDialog({ target, onClose, onSaved }: GroupFormDialogProps) {
  const { t } = useTranslation('group');
  const can = useGrantGate('form', GROUP_CODES.forms);
  const editId = target === 'new' ? undefined : target?.id;
  const detail = useQuery({
    ...endpointQuery(groupEndpoints.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<GroupFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (target === 'new') return { sortCode: 0, enabledMark: true };
    const row = detail.data;
    if (!row) return undefined;
    return {
      fullName: row.fullName,
      enCode: row.enCode,
      type: row.type,
      sortCode: row.sortCode,
      enabledMark: row.enabledMark === 1,
      description: row.description,
    };
  }, [target, detail.data]);

  const submit = async (values: GroupFormValues) => {
    const all: EndpointBody<typeof groupEndpoints.create> = {
      fullName: values.fullName,
      enCode: values.enCode,
      type: values.type ?? null,
      description: values.description ?? null,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark === false ? 0 : 1,
    };
    const body = grantedFields(all, can);
    if (editId) return (await callWithMessage(groupEndpoints.update, { params: { id: editId }, body })).msg;
    // Required fields the caller may not write go as '': the server names the missing grant.
    const created = { fullName: '', enCode: '', ...body };
    return (await callWithMessage(groupEndpoints.create, { body: created })).msg;
  };

  return (
    <FormDialog<GroupFormValues>
      open={target !== undefined}
      title={editId ? t('editTitle') : t('addTitle')}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="group-dialog"
    >
      <NameCodeFields ns="group" can={can} />
      {can('type') && (
        <Form.Item name="type" label={t('form.type')}>
          <Input maxLength={50} />
        </Form.Item>
      )}
      <SortStateDescriptionFields ns="group" can={can} />
    </FormDialog>
  );
}
