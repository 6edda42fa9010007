import { ButtonCode, type SysAdmin } from '@platform/contracts';
import { sysConfigEndpoints, usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointKey, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { Auth } from '../../../shared/permission/auth.tsx';

/** The choice, searched on the server among enabled users; the current administrators keep their labels. */
function AdminSelect({
  admins,
  value,
  onChange,
}: {
  admins: SysAdmin[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: { keyword } }),
    staleTime: 30_000,
  });
  const labels = new Map(admins.map((a) => [a.id, a.fullName]));
  for (const user of found.data?.list ?? []) labels.set(user.id, user.fullName);
  const options = [...labels].map(([id, label]) => ({ value: id, label }));
  return (
    <Select<string[]>
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      placeholder={t('adminPlaceholder')}
      style={{ width: 480 }}
      data-testid="sys-config-admins-select"
    />
  );
}

/** 管理员设置: who the super administrators are (getAdminList / setAdminList). */
export function SysConfigAdminsTab() {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const admins = useQuery(endpointQuery(sysConfigEndpoints.adminList));
  const [chosen, setChosen] = useState<string[]>([]);
  const [isSaving, setSaving] = useState(false);
  useEffect(() => {
    if (admins.data) setChosen(admins.data.map((a) => a.id));
  }, [admins.data]);

  if (admins.isPending) return <Spin data-testid="sys-config-admins-loading" />;
  if (admins.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={<Button onClick={() => void admins.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      const { msg } = await callWithMessage(sysConfigEndpoints.setAdminList, { body: { adminIds: chosen } });
      message.success(msg);
      await queryClient.invalidateQueries({ queryKey: endpointKey(sysConfigEndpoints.adminList) });
    } catch {
      // The request helper has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form labelCol={{ flex: '160px' }} data-testid="sys-config-admins">
      <Alert type="warning" showIcon title={t('hint.admins')} style={{ marginBottom: 16 }} />
      <Form.Item label={t('sysConfigField:adminIds')}>
        <AdminSelect admins={admins.data} value={chosen} onChange={setChosen} />
      </Form.Item>
      <Auth code={ButtonCode.edit}>
        <Form.Item label=" " colon={false}>
          <Button
            type="primary"
            loading={isSaving}
            disabled={chosen.length === 0}
            onClick={() => void save()}
            data-testid="sys-config-admins-save"
          >
            {t('save')}
          </Button>
        </Form.Item>
      </Auth>
    </Form>
  );
}
