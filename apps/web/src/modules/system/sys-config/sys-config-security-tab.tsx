import type { SysConfig } from '@platform/contracts';
import { Alert, Divider, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagItem, SysConfigForm, type SysConfigKey } from './sys-config-form.tsx';

const KEYS: readonly SysConfigKey[] = [
  'singleLogin',
  'tokenTimeout',
  'passwordErrorsNumber',
  'lockType',
  'lockTime',
  'enableVerificationCode',
  'verificationCodeNumber',
  'lastLoginTimeSwitch',
  'whitelistSwitch',
  'whiteListIp',
  'outboundAllowHosts',
  'passwordStrengthLimit',
  'passwordLengthMin',
  'passwordLengthMinNumber',
  'containsNumbers',
  'includeLowercaseLetters',
  'includeUppercaseLetters',
  'containsCharacters',
  'mandatoryModificationOfInitialPassword',
  'disableOldPassword',
  'disableTheNumberOfOldPasswords',
  'passwordIsUpdatedRegularly',
  'updateCycle',
  'updateInAdvance',
  'newUserDefaultPassword',
];

const POLICY_FLAGS = [
  'containsNumbers',
  'includeLowercaseLetters',
  'includeUppercaseLetters',
  'containsCharacters',
] as const satisfies readonly SysConfigKey[];

/**
 * 安全设置: sign-in (single login, idle timeout, lockout, captcha), the IP allowlist, the internal hosts
 * outbound HTTP may reach, and the password
 * policy every password dialog applies, with the initial password of new and reset accounts.
 */
export function SysConfigSecurityTab({ config }: { config: SysConfig }) {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const number = (name: SysConfigKey, min: number, max: number, unit: string, isDisabled = false) => (
    <Form.Item label={t(`sysConfigField:${name}`)}>
      <Form.Item name={name} noStyle rules={[{ required: true }]}>
        <InputNumber
          min={min}
          max={max}
          precision={0}
          disabled={isDisabled}
          data-testid={`sys-config-${name}`}
        />
      </Form.Item>
      <span style={{ marginLeft: 8 }}>{unit}</span>
    </Form.Item>
  );
  /** A list of addresses or hosts, one per line (up to 2000 characters), with its hint. */
  const addressList = (name: 'whiteListIp' | 'outboundAllowHosts') => (
    <Form.Item name={name} label={t(`sysConfigField:${name}`)} extra={t(`hint.${name}`)}>
      <Input.TextArea
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={2000}
        data-testid={`sys-config-${name}`}
      />
    </Form.Item>
  );
  /** Fields shown only while a switch (or the lock type) has the given value. */
  const when = (name: SysConfigKey, content: () => ReactNode, value = 1) => (
    <Form.Item noStyle shouldUpdate={(a: SysConfig, b: SysConfig) => a[name] !== b[name]}>
      {(form) => (form.getFieldValue(name) === value ? content() : null)}
    </Form.Item>
  );
  return (
    <SysConfigForm config={config} keys={KEYS} testId="sys-config-security">
      {(_form, canWrite) => (
        <>
          <Alert type="warning" showIcon title={t('hint.security')} style={{ marginBottom: 16 }} />
          <Divider titlePlacement="left">{t('section.login')}</Divider>
          <Form.Item name="singleLogin" label={t('sysConfigField:singleLogin')}>
            <Select
              style={{ width: 200 }}
              disabled={!canWrite('singleLogin')}
              data-testid="sys-config-singleLogin"
              options={[1, 2].map((value) => ({
                value,
                label: t(`option.singleLogin.${value === 1 ? '1' : '2'}`),
              }))}
            />
          </Form.Item>
          {number('tokenTimeout', 5, 43_200, t('minutes'), !canWrite('tokenTimeout'))}
          <Form.Item label={t('sysConfigField:passwordErrorsNumber')} extra={t('hint.passwordErrors')}>
            <Form.Item name="passwordErrorsNumber" noStyle rules={[{ required: true }]}>
              <InputNumber
                min={0}
                max={100}
                precision={0}
                disabled={!canWrite('passwordErrorsNumber')}
                data-testid="sys-config-passwordErrorsNumber"
              />
            </Form.Item>
            <span style={{ marginLeft: 8 }}>{t('times')}</span>
          </Form.Item>
          <Form.Item name="lockType" label={t('sysConfigField:lockType')}>
            <Radio.Group
              options={[1, 2].map((value) => ({
                value,
                label: t(`option.lockType.${value === 1 ? '1' : '2'}`),
              }))}
            />
          </Form.Item>
          {when('lockType', () => number('lockTime', 1, 1440, t('minutes')), 2)}
          <FlagItem
            name="enableVerificationCode"
            label={t('sysConfigField:enableVerificationCode')}
            isDisabled={!canWrite('enableVerificationCode')}
          />
          {when('enableVerificationCode', () => number('verificationCodeNumber', 3, 6, t('digits')))}
          <FlagItem name="lastLoginTimeSwitch" label={t('sysConfigField:lastLoginTimeSwitch')} />
          <Divider titlePlacement="left">{t('section.access')}</Divider>
          <FlagItem name="whitelistSwitch" label={t('sysConfigField:whitelistSwitch')} />
          {when('whitelistSwitch', () => addressList('whiteListIp'))}
          {addressList('outboundAllowHosts')}
          <Divider titlePlacement="left">{t('section.password')}</Divider>
          <FlagItem name="passwordStrengthLimit" label={t('sysConfigField:passwordStrengthLimit')} />
          {when('passwordStrengthLimit', () => (
            <>
              <FlagItem name="passwordLengthMin" label={t('sysConfigField:passwordLengthMin')} />
              {when('passwordLengthMin', () => number('passwordLengthMinNumber', 6, 16, t('digits')))}
              {POLICY_FLAGS.map((name) => (
                <FlagItem key={name} name={name} label={t(`sysConfigField:${name}`)} />
              ))}
            </>
          ))}
          <FlagItem
            name="mandatoryModificationOfInitialPassword"
            label={t('sysConfigField:mandatoryModificationOfInitialPassword')}
          />
          <FlagItem name="disableOldPassword" label={t('sysConfigField:disableOldPassword')} />
          {when('disableOldPassword', () => number('disableTheNumberOfOldPasswords', 1, 24, ''))}
          <FlagItem
            name="passwordIsUpdatedRegularly"
            label={t('sysConfigField:passwordIsUpdatedRegularly')}
          />
          {when('passwordIsUpdatedRegularly', () => (
            <>
              {number('updateCycle', 1, 3650, t('days'))}
              {number('updateInAdvance', 0, 365, t('days'))}
            </>
          ))}
          <Form.Item
            name="newUserDefaultPassword"
            label={t('sysConfigField:newUserDefaultPassword')}
            extra={t('hint.newUserDefaultPassword')}
            rules={[{ required: true }, { min: 6, max: 16 }]}
          >
            <Input style={{ width: 240 }} maxLength={16} data-testid="sys-config-newUserDefaultPassword" />
          </Form.Item>
        </>
      )}
    </SysConfigForm>
  );
}
