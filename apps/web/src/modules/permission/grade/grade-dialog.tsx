import type { GradeAdministrator, GradeOrganization } from '@platform/contracts';
import { gradeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../shared/admin-kit/form-dialog.tsx';
import { GRADE_FLAGS, GradeOrganizationsField } from './grade-organizations-field.tsx';

interface GradeValues {
  userId: string;
  organizations: GradeOrganization[];
}

interface GradeDialogProps {
  /** undefined: closed; null: new; a row: edit that user's delegation. */
  editing: GradeAdministrator | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const toBody = (org: GradeOrganization): GradeOrganization =>
  ({
    organizeId: org.organizeId,
    ...Object.fromEntries(GRADE_FLAGS.map((f) => [f, org[f]])),
  }) as GradeOrganization;

/** New or edit dialog of a delegation: the user (new only) and the organizations with their rights. */
export function GradeDialog({ editing, onClose, onSaved }: GradeDialogProps) {
  const { t } = useTranslation('grade');
  const [keyword, setKeyword] = useState('');
  const isNew = editing === null;
  const candidates = useQuery({
    ...endpointQuery(gradeEndpoints.selector, { query: { keyword, pageSize: 50 } }),
    enabled: isNew,
  });
  const detail = useQuery({
    ...endpointQuery(gradeEndpoints.get, { params: { userId: editing?.userId ?? '' } }),
    enabled: Boolean(editing),
  });
  const initialValues = useMemo<Partial<GradeValues> | undefined>(() => {
    if (isNew) return { organizations: [] };
    if (!detail.data) return undefined;
    return { userId: detail.data.userId, organizations: detail.data.organizations.map(toBody) };
  }, [isNew, detail.data]);

  return (
    <FormDialog<GradeValues>
      open={editing !== undefined}
      title={editing ? t('editTitle', { name: editing.realName }) : t('addTitle')}
      width={960}
      initialValues={initialValues}
      isLoading={!isNew && detail.isPending}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={async (values) => {
        const body = { organizations: (values.organizations ?? []).map(toBody) };
        return (await callWithMessage(gradeEndpoints.update, { params: { userId: values.userId }, body }))
          .msg;
      }}
      testId="grade-dialog"
    >
      {isNew ? (
        <Form.Item name="userId" label={t('user')} rules={[{ required: true, message: t('userRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
            placeholder={t('userPlaceholder')}
            loading={candidates.isFetching}
            options={(candidates.data?.list ?? []).map((u) => ({
              value: u.id,
              label: `${u.fullName}/${u.enCode}`,
            }))}
            data-testid="grade-user"
          />
        </Form.Item>
      ) : (
        <Form.Item name="userId" hidden>
          <input />
        </Form.Item>
      )}
      <Form.Item name="organizations" wrapperCol={{ span: 24 }}>
        <GradeOrganizationsField />
      </Form.Item>
    </FormDialog>
  );
}
