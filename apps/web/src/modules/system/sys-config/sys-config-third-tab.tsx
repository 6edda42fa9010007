import { SYS_CONFIG_SECRET_KEYS, type SysConfig } from '@platform/contracts';
import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Form, type FormInstance, Input, Radio, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { FlagItem, SysConfigForm, type SysConfigKey } from './sys-config-form.tsx';
import { SysConfigTestButton } from './sys-config-test-button.tsx';
import { ThirdSyncPanel } from './third-sync-panel.tsx';

const SMS = ['smsKeyId', 'smsKeySecret', 'smsSignName', 'domain', 'region', 'version'] as const;
const WECOM = ['qyhCorpId', 'qyhAgentId', 'qyhAgentSecret', 'qyhCorpSecret'] as const;
const DING = ['dingAgentId', 'dingSynAppKey', 'dingSynAppSecret'] as const;
const SECRETS: ReadonlySet<SysConfigKey> = new Set(SYS_CONFIG_SECRET_KEYS);
const KEYS: readonly SysConfigKey[] = [
  'smsCompany',
  ...SMS,
  ...WECOM,
  'qyhIsSynOrg',
  'qyhIsSynUser',
  ...DING,
  'dingSynIsSynOrg',
  'dingSynIsSynUser',
];

type Values = FormInstance<SysConfig>;

/** The WeCom token test with the application (0) or the sync (1) secret the form holds now. */
const testWeCom = (form: Values, type: '0' | '1') => {
  const v = form.getFieldsValue(true) as SysConfig;
  return callWithMessage(sysConfigEndpoints.testWeCom, {
    params: { type },
    body: {
      qyhCorpId: v.qyhCorpId,
      qyhAgentId: v.qyhAgentId,
      qyhAgentSecret: v.qyhAgentSecret,
      qyhCorpSecret: v.qyhCorpSecret,
    },
  });
};

const testDingTalk = (form: Values) => {
  const v = form.getFieldsValue(true) as SysConfig;
  return callWithMessage(sysConfigEndpoints.testDingTalk, {
    body: {
      dingAgentId: v.dingAgentId,
      dingSynAppKey: v.dingSynAppKey,
      dingSynAppSecret: v.dingSynAppSecret,
    },
  });
};

/**
 * 第三方设置: the SMS provider and the WeCom and DingTalk applications, with their connection tests
 * and the directory sync (totals and push buttons) of each.
 */
export function SysConfigThirdTab({ config }: { config: SysConfig }) {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const field = (name: SysConfigKey) => (
    <Form.Item key={name} name={name} label={t(`sysConfigField:${name}`)}>
      {SECRETS.has(name) ? (
        <Input.Password maxLength={200} autoComplete="new-password" data-testid={`sys-config-${name}`} />
      ) : (
        <Input allowClear maxLength={200} data-testid={`sys-config-${name}`} />
      )}
    </Form.Item>
  );
  return (
    <SysConfigForm config={config} keys={KEYS} testId="sys-config-third">
      {(form) => (
        <>
          <Alert type="info" showIcon title={t('hint.third')} style={{ marginBottom: 16 }} />
          <Tabs
            tabPlacement="start"
            items={[
              {
                key: 'sms',
                label: t('thirdTabs.sms'),
                forceRender: true,
                children: (
                  <>
                    <Form.Item name="smsCompany" label={t('sysConfigField:smsCompany')}>
                      <Radio.Group
                        optionType="button"
                        options={(['1', '2'] as const).map((value) => ({
                          value,
                          label: t(`option.smsCompany.${value}`),
                        }))}
                      />
                    </Form.Item>
                    {SMS.map(field)}
                  </>
                ),
              },
              {
                key: 'wecom',
                label: t('thirdTabs.wecom'),
                forceRender: true,
                children: (
                  <>
                    {WECOM.map(field)}
                    <FlagItem name="qyhIsSynOrg" label={t('sysConfigField:qyhIsSynOrg')} />
                    <FlagItem name="qyhIsSynUser" label={t('sysConfigField:qyhIsSynUser')} />
                    <Form.Item label=" " colon={false}>
                      <Space>
                        <SysConfigTestButton
                          label={t('testConnection')}
                          testId="sys-config-wecom-test"
                          run={() => testWeCom(form, '0')}
                        />
                        <SysConfigTestButton
                          label={t('testSync')}
                          testId="sys-config-wecom-sync-test"
                          run={() => testWeCom(form, '1')}
                        />
                      </Space>
                    </Form.Item>
                    <ThirdSyncPanel thirdType="1" />
                  </>
                ),
              },
              {
                key: 'ding',
                label: t('thirdTabs.ding'),
                forceRender: true,
                children: (
                  <>
                    {DING.map(field)}
                    <FlagItem name="dingSynIsSynOrg" label={t('sysConfigField:dingSynIsSynOrg')} />
                    <FlagItem name="dingSynIsSynUser" label={t('sysConfigField:dingSynIsSynUser')} />
                    <Form.Item label=" " colon={false}>
                      <SysConfigTestButton
                        label={t('testConnection')}
                        testId="sys-config-ding-test"
                        run={() => testDingTalk(form)}
                      />
                    </Form.Item>
                    <ThirdSyncPanel thirdType="2" />
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </SysConfigForm>
  );
}
