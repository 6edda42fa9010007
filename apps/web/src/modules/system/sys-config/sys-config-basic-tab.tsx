import type { SysConfig } from '@platform/contracts';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SysConfigForm, type SysConfigKey } from './sys-config-form.tsx';
import { SysConfigLogoField } from './sys-config-logo-field.tsx';

const TEXTS = [
  'sysName',
  'sysVersion',
  'title',
  'companyName',
  'copyright',
  'companyCode',
  'companyAddress',
  'companyContacts',
  'companyTelePhone',
  'companyEmail',
  'businessPhone',
  'technicalPhone',
] as const satisfies readonly SysConfigKey[];
const ICONS = [
  'loginIcon',
  'navigationIcon',
  'logoIcon',
  'appIcon',
  'workLogoIcon',
] as const satisfies readonly SysConfigKey[];
const KEYS: readonly SysConfigKey[] = [
  ...TEXTS,
  ...ICONS,
  'sysDescription',
  'pageSize',
  'timeZone',
  'logRetentionDays',
];

/** 基本设置: names, logos, copyright and contact numbers the shell and the login page show. */
export function SysConfigBasicTab({ config }: { config: SysConfig }) {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const required = (name: SysConfigKey) => name === 'sysName' || name === 'title';
  return (
    <SysConfigForm config={config} keys={KEYS} testId="sys-config-basic">
      {(_form, canWrite) => (
        <Row gutter={16}>
          {TEXTS.map((name) => (
            <Col span={12} key={name}>
              <Form.Item
                name={name}
                label={t(`sysConfigField:${name}`)}
                rules={[{ required: required(name) }]}
              >
                <Input
                  allowClear
                  disabled={!canWrite(name)}
                  maxLength={name === 'copyright' ? 200 : 100}
                  data-testid={`sys-config-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
          {ICONS.map((name) => (
            <Col span={12} key={name}>
              <Form.Item name={name} label={t(`sysConfigField:${name}`)} extra={t('hint.icon')}>
                <SysConfigLogoField testId={`sys-config-${name}`} />
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item name="pageSize" label={t('sysConfigField:pageSize')} rules={[{ required: true }]}>
              <InputNumber min={10} max={500} precision={0} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timeZone" label={t('sysConfigField:timeZone')} rules={[{ required: true }]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="logRetentionDays"
              label={t('sysConfigField:logRetentionDays')}
              extra={t('hint.logRetention')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={3650} precision={0} data-testid="sys-config-logRetentionDays" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="sysDescription" label={t('sysConfigField:sysDescription')}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </SysConfigForm>
  );
}
