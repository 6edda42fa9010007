import { EditOutlined } from '@ant-design/icons';
import type { CurrentUserBaseInfo } from '@platform/contracts';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { profileZhCN } from '../locales/zh-cn.ts';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';
import { BaseInfoForm } from './base-info-form.tsx';
import { QueryState } from './list-states.tsx';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** Base info: read view with an edit switch; saving refreshes the view and the shell's user name. */
export function BaseInfoTab({ query }: { query: UseQueryResult<CurrentUserBaseInfo> }) {
  const { t } = useTranslation(['profile', 'common']);
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const info = query.data;

  const saved = () => {
    setEditing(false);
    void queryClient.invalidateQueries({ queryKey: endpointPrefix(currentUserProfileEndpoints.get) });
    refreshCurrentUser().catch(() => undefined);
  };

  const text = (value: string | null | undefined) => value || '—';
  const date = (value: number | null | undefined, format: string) =>
    value === null || value === undefined ? '—' : dayjs(value).format(format);
  const gender = info?.gender ? keyIn(profileZhCN.base.genders, info.gender) : undefined;

  return (
    <QueryState query={query}>
      {info && isEditing ? (
        <BaseInfoForm info={info} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : info ? (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          bordered
          size="middle"
          styles={{ label: { width: 120 } }}
          extra={
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="base-edit"
            >
              {t('common:edit')}
            </Button>
          }
          items={[
            { key: 'account', label: t('base.account'), children: info.account },
            { key: 'realName', label: t('base.realName'), children: info.realName },
            {
              key: 'gender',
              label: t('base.gender'),
              children: gender ? t(`base.genders.${gender}`) : '—',
            },
            { key: 'mobilePhone', label: t('base.mobilePhone'), children: text(info.mobilePhone) },
            { key: 'email', label: t('base.email'), children: text(info.email) },
            { key: 'birthday', label: t('base.birthday'), children: date(info.birthday, DATE) },
            {
              key: 'certificatesNumber',
              label: t('base.certificatesNumber'),
              children: text(info.certificatesNumber),
            },
            { key: 'nation', label: t('base.nation'), children: text(info.nation) },
            { key: 'nativePlace', label: t('base.nativePlace'), children: text(info.nativePlace) },
            { key: 'landline', label: t('base.landline'), children: text(info.landline) },
            { key: 'postalAddress', label: t('base.postalAddress'), children: text(info.postalAddress) },
            { key: 'organize', label: t('base.organize'), children: text(info.organize) },
            { key: 'position', label: t('base.position'), children: text(info.position) },
            { key: 'manager', label: t('base.manager'), children: text(info.manager) },
            { key: 'roleId', label: t('base.roles'), children: text(info.roleId) },
            { key: 'creatorTime', label: t('base.creatorTime'), children: date(info.creatorTime, DATE_TIME) },
            { key: 'prevLogTime', label: t('base.prevLogTime'), children: date(info.prevLogTime, DATE_TIME) },
            { key: 'signature', label: t('base.signature'), span: 'filled', children: text(info.signature) },
            {
              key: 'description',
              label: t('base.description'),
              span: 'filled',
              children: text(info.description),
            },
          ]}
        />
      ) : null}
    </QueryState>
  );
}
