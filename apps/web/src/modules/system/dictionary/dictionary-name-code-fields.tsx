import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface DictionaryNameCodeFieldsProps {
  can: (code: string) => boolean;
  /** The category dialog: 名称/编码 with the name and code patterns; the entry dialog: 字典名称/字典编码. */
  kind: 'type' | 'entry';
  namePattern?: RegExp;
  codePattern?: RegExp;
}

/** Name and code of the dictionary dialogs: required, at most 50 characters, the category's patterns. */
export function DictionaryNameCodeFields({
  can,
  kind,
  namePattern,
  codePattern,
}: DictionaryNameCodeFieldsProps) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const isEntry = kind === 'entry';
  const nameLabel = isEntry ? t('field.fullName') : t('adminKit:field.fullName');
  const codeLabel = isEntry ? t('field.enCode') : t('adminKit:field.enCode');
  return (
    <>
      {can('fullName') && (
        <Form.Item
          name="fullName"
          label={nameLabel}
          rules={[
            { required: true, whitespace: true, message: t('adminKit:form.required', { field: nameLabel }) },
            { max: 50, message: isEntry ? t('nameMax') : t('adminKit:form.nameMax') },
            ...(namePattern ? [{ pattern: namePattern, message: t('nameSymbols') }] : []),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      {can('enCode') && (
        <Form.Item
          name="enCode"
          label={codeLabel}
          rules={[
            { required: true, whitespace: true, message: t('adminKit:form.required', { field: codeLabel }) },
            { max: 50, message: isEntry ? t('codeMax') : t('adminKit:form.codeMax') },
            ...(codePattern ? [{ pattern: codePattern, message: t('codePattern') }] : []),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
    </>
  );
}
