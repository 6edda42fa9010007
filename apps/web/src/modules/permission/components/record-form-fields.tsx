import { CODE_PATTERN, formatMessage } from '@platform/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/index.ts';

/*
 * The fields every permission record dialog shares (organize, position, role, group): name and code
 * with the §5.1 rules, and sort, state and description. Each shows only when its form code is
 * granted (`can` from useGrantGate, ADR 0009); labels and messages come from the dialog's own
 * namespace, which holds the same `form.*` keys in all three languages.
 */

type Namespace = 'organize' | 'position' | 'role' | 'group';

interface RecordFieldsProps {
  ns: Namespace;
  can: (code: string) => boolean;
}

/** 名称 (required, ≤ 50) and 编码 (required, ≤ 50, the code pattern). */
export function NameCodeFields({ ns, can }: RecordFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      {can('fullName') && (
        <Form.Item
          name="fullName"
          label={t('form.fullName')}
          rules={[
            { required: true, whitespace: true, message: t('form.required', { field: t('form.fullName') }) },
            { max: 50, message: t('form.nameMax') },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      {can('enCode') && (
        <Form.Item
          name="enCode"
          label={t('form.enCode')}
          rules={[
            { required: true, message: t('form.required', { field: t('form.enCode') }) },
            { max: 50, message: t('form.codeMax') },
            { pattern: CODE_PATTERN, message: formatMessage('validation.code', currentLanguage()) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
    </>
  );
}

/** 排序, 状态 (a switch) and 说明. */
export function SortStateDescriptionFields({ ns, can }: RecordFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      {can('sortCode') && (
        <Form.Item name="sortCode" label={t('form.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
      )}
      {can('enabledMark') && (
        <Form.Item name="enabledMark" label={t('form.enabledMark')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      {can('description') && (
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      )}
    </>
  );
}
