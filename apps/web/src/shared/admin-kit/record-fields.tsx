import { CODE_PATTERN, formatMessage } from '@platform/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppNamespaces } from '../../platform/i18n/define-locales.ts';
import { currentLanguage } from '../../platform/i18n/index.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/*
 * The fields most administration records share: name and code with the shared name and code patterns, and sort, state
 * and description. With `can` (RecordFormDialog's, from the menu's form grants, ADR 0009) a field
 * shows only when the caller may write it; without it every field shows.
 */

const ALL = () => true;

type FormMessage = 'required' | 'nameMax' | 'codeMax';

/** The namespaces whose `form` has the name and code messages: the kit's, or a page's own words. */
type FormMessagesNs = {
  [N in keyof AppNamespaces]: AppNamespaces[N] extends { form: Record<FormMessage, string> } ? N : never;
}[keyof AppNamespaces];

interface NameCodeFieldsProps {
  can?: (code: string) => boolean;
  /** The record's own words (岗位名称, 岗位编码); 名称 and 编码 otherwise. */
  labels?: { fullName?: string; enCode?: string };
  /** The code's rule: the shared code pattern unless given (page resources have their own). */
  codeRule?: { pattern: RegExp; message: string };
  /** The namespace whose `form.required`, `form.nameMax` and `form.codeMax` say it; the kit's unless given. */
  messagesNs?: FormMessagesNs;
  /** The longest name the server takes (50 unless the record's contract allows more). */
  nameMaxLength?: number;
}

/** 名称 (required, ≤ 50 or `nameMaxLength`) and 编码 (required, ≤ 50, the code rule). */
export function NameCodeFields({
  can = ALL,
  labels,
  codeRule,
  messagesNs = 'adminKit',
  nameMaxLength = 50,
}: NameCodeFieldsProps) {
  const { t } = useTranslation(['adminKit', messagesNs]);
  const say = (key: FormMessage, field?: string) =>
    t(`${messagesNs}:form.${key}`, { field, max: nameMaxLength });
  const name = labels?.fullName ?? t('field.fullName');
  const code = labels?.enCode ?? t('field.enCode');
  const rule = codeRule ?? {
    pattern: CODE_PATTERN,
    message: formatMessage('validation.code', currentLanguage()),
  };
  return (
    <>
      {can('fullName') && (
        <Form.Item
          name="fullName"
          label={name}
          rules={[
            { required: true, whitespace: true, message: say('required', name) },
            { max: nameMaxLength, message: say('nameMax') },
          ]}
        >
          <Input maxLength={nameMaxLength} />
        </Form.Item>
      )}
      {can('enCode') && (
        <Form.Item
          name="enCode"
          label={code}
          rules={[
            { required: true, message: say('required', code) },
            { max: 50, message: say('codeMax') },
            rule,
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
    </>
  );
}

interface SortStateDescriptionFieldsProps {
  can?: (code: string) => boolean;
  /** The state cannot be changed (the main system stays enabled). */
  isStateLocked?: boolean;
  /** Omits the state switch (an edit changes it with its own action). */
  hasState?: boolean;
  descriptionRows?: number;
}

/** 排序, 状态 (a switch) and 说明. */
export function SortStateDescriptionFields({
  can = ALL,
  isStateLocked = false,
  hasState = true,
  descriptionRows = 3,
}: SortStateDescriptionFieldsProps) {
  const { t } = useTranslation('adminKit');
  return (
    <>
      {can('sortCode') && (
        <Form.Item name="sortCode" label={t('field.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
      )}
      {hasState && can('enabledMark') && (
        <Form.Item name="enabledMark" label={t('field.enabledMark')} valuePropName="checked">
          <Switch disabled={isStateLocked} />
        </Form.Item>
      )}
      {can('description') && (
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea rows={descriptionRows} maxLength={500} />
        </Form.Item>
      )}
    </>
  );
}

interface TextFieldProps {
  can?: (code: string) => boolean;
  /** The form field, and its form code. */
  name: string;
  label: string;
  maxLength?: number;
}

/** A plain, optional text field (a record's type or category), shown when the caller may write it. */
export function TextField({ can = ALL, name, label, maxLength = 50 }: TextFieldProps) {
  return can(name) ? (
    <Form.Item name={name} label={label}>
      <Input maxLength={maxLength} />
    </Form.Item>
  ) : null;
}
