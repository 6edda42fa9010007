import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  type AccountFieldSpec,
  type AccountKind,
  CHOICE_OPTIONS,
  type FieldLabel,
  isChoice,
  isFieldShown,
} from './account-config-kinds.ts';

interface AccountConfigFieldsProps {
  kind: AccountKind;
  /** The form's channel and authentication, which choose the fields shown. */
  watched: { channel?: number; approveType?: number };
  /** Whether a secret is stored already: then its empty field keeps it and is not required. */
  isSecretStored: (field: string) => boolean;
}

/**
 * The fields of one kind of account. Secrets are write-only: the dialog never shows the stored one,
 * and an empty field on edit keeps it.
 */
export function AccountConfigFields({ kind, watched, isSecretStored }: AccountConfigFieldsProps) {
  const { t } = useTranslation(['accountConfig', 'adminKit']);
  const labelOf = (label: FieldLabel) => t(`field.${label}`);
  const rulesOf = (spec: AccountFieldSpec): Rule[] => {
    const isSecretKept = spec.input === 'secret' && isSecretStored(spec.name);
    if (!spec.isRequired || isSecretKept) return [];
    const message = t(isChoice(spec.input) ? 'adminKit:form.choose' : 'adminKit:form.required', {
      field: labelOf(spec.label),
    });
    // Ports and choices hold numbers: without the type the validator expects a string.
    const isText = spec.input === 'text' || spec.input === 'secret';
    return [
      isText ? { required: true, whitespace: true, message } : { required: true, type: 'number', message },
    ];
  };
  return kind.fields
    .filter((spec) => isFieldShown(spec, watched))
    .map((spec) => (
      <Form.Item
        key={`${spec.name}:${spec.label}`}
        name={spec.name}
        label={labelOf(spec.label)}
        rules={rulesOf(spec)}
        valuePropName={spec.input === 'switch' ? 'checked' : 'value'}
      >
        {inputOf(spec, isSecretStored(spec.name) ? t('secretKept') : undefined, t)}
      </Form.Item>
    ));
}

function inputOf(
  spec: AccountFieldSpec,
  keptHint: string | undefined,
  t: ReturnType<typeof useTranslation<'accountConfig'>>['t'],
) {
  switch (spec.input) {
    case 'switch':
      return <Switch />;
    case 'port':
      return <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />;
    case 'secret':
      return <Input.Password maxLength={500} autoComplete="new-password" placeholder={keptHint} />;
    case 'text':
      return <Input allowClear maxLength={spec.name === 'webhookAddress' ? 1000 : 255} />;
    default: {
      return (
        <Select
          options={CHOICE_OPTIONS[spec.input].map(({ code, key }) => ({ value: code, label: t(key) }))}
        />
      );
    }
  }
}
