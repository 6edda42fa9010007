import { ButtonCode, resourceCodes, type SysConfig } from '@platform/contracts';
import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { grantedFields, useGrantGate } from '../../../shared/permission/use-grant-gate.ts';
import { refreshCurrentUser } from '../../profile/utils/refresh-current-user.ts';

export type SysConfigKey = keyof SysConfig;

interface SysConfigFormProps {
  config: SysConfig;
  /** The keys this tab saves: only they are sent, so tabs never overwrite one another. */
  keys: readonly SysConfigKey[];
  testId: string;
  /** `canWrite(key)`: false for a field of the menu's form grants the caller does not hold (shown read-only). */
  children: (form: FormInstance<SysConfig>, canWrite: (key: SysConfigKey) => boolean) => ReactNode;
}

const FORM_CODES: ReadonlySet<string> = resourceCodes('config').forms;

/**
 * One tab of the settings screen: a form over the loaded config that saves its own keys (PUT
 * /system/SysConfig), then reloads the config and the shell's copy of it (name, logos, policy).
 * The save button shows only with the menu's edit button; fields without their form grant are read-only
 * and left out of the save, so the server keeps their stored value.
 */
export function SysConfigForm({ config, keys, testId, children }: SysConfigFormProps) {
  const { t } = useTranslation('sysConfig');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SysConfig>();
  const [isSaving, setSaving] = useState(false);
  const canWrite = useGrantGate('form', FORM_CODES);

  const save = async () => {
    await form.validateFields();
    // Every value of the form, also of fields a switch hides right now (they keep what was loaded).
    const values = form.getFieldsValue(true) as Partial<SysConfig>;
    const body = grantedFields(Object.fromEntries(keys.map((key) => [key, values[key]])), canWrite);
    setSaving(true);
    try {
      const { msg } = await callWithMessage(sysConfigEndpoints.update, { body });
      message.success(msg);
      await queryClient.invalidateQueries({ queryKey: endpointPrefix(sysConfigEndpoints.get) });
      refreshCurrentUser().catch(() => undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SysConfig>
      form={form}
      initialValues={config}
      labelCol={{ flex: '160px' }}
      style={{ maxWidth: 880 }}
      data-testid={testId}
    >
      {children(form, canWrite)}
      <Auth code={ButtonCode.edit}>
        <Form.Item label=" " colon={false}>
          <Button
            type="primary"
            loading={isSaving}
            onClick={() => save().catch(() => undefined)}
            data-testid={`${testId}-save`}
          >
            {t('save')}
          </Button>
        </Form.Item>
      </Auth>
    </Form>
  );
}

/** A 0/1 config switch as a form item. */
export function FlagItem({
  name,
  label,
  isDisabled = false,
}: {
  name: SysConfigKey;
  label: ReactNode;
  isDisabled?: boolean;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="checked"
      getValueProps={(value: unknown) => ({ checked: value === 1 })}
      normalize={(checked: boolean) => (checked ? 1 : 0)}
    >
      <Switch disabled={isDisabled} data-testid={`sys-config-${name}`} />
    </Form.Item>
  );
}
