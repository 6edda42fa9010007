import { SHORT_LINK_PASSWORD_PATTERN } from '@platform/contracts';
import { Divider, Form, type FormInstance, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ShortLinkAddress } from './short-link-address.tsx';
import { isSubColumn, type LinkFieldItem } from './short-link-fields.ts';

/** The dialog's values: switches as the wire's 0/1, the list's fields by name. */
export interface ShortLinkValues {
  formUse: number;
  formPassUse: number;
  formPassword: string;
  columnUse: number;
  columnPassUse: number;
  columnPassword: string;
  columnCondition: string[];
  columnText: string[];
}

interface ShortLinkSettingsFormProps {
  form: FormInstance<ShortLinkValues>;
  initialValues: ShortLinkValues;
  formLink: string;
  columnLink: string;
  /** A password is kept for the form / the list: an empty password keeps it. */
  hasFormPassword: boolean;
  hasColumnPassword: boolean;
  /** The design is a form alone (webType 1): it has no list to open. */
  isFormOnly: boolean;
  /** The design is a data view (webType 4): it has no form to fill. */
  isDataView?: boolean;
  fields: readonly LinkFieldItem[];
}

const switchProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (value: boolean) => (value ? 1 : 0),
};

/** The list link's two field choices: its search fields and its columns. */
const SELECTS = [
  { name: 'columnCondition', placeholder: 'columnConditionPlaceholder', testId: 'short-link-condition' },
  { name: 'columnText', placeholder: 'columnTextPlaceholder', testId: 'short-link-text' },
] as const;

/** One of the two password switches, with its input while it is on. */
function PasswordSwitch({
  use,
  name,
  isKept,
}: {
  use: 'formPassUse' | 'columnPassUse';
  name: 'formPassword' | 'columnPassword';
  isKept: boolean;
}) {
  const { t } = useTranslation('shortLink');
  const isOn = Form.useWatch(use) === 1;
  // A kept password may stay; a new one (or the first) follows the original's rule.
  const rules: Rule[] = [
    { required: !isKept, message: t('passwordRequired') },
    { pattern: SHORT_LINK_PASSWORD_PATTERN, message: t('passwordRule') },
  ];
  return (
    <Form.Item label={t('passUse')} style={{ marginBottom: 0 }}>
      <Form.Item name={use} {...switchProps} style={{ display: 'inline-block', marginRight: 16 }}>
        <Switch aria-label={t('passUse')} data-testid={`short-link-${use}`} />
      </Form.Item>
      {isOn && (
        <Form.Item name={name} rules={rules} style={{ display: 'inline-block', width: 240 }}>
          <Input.Password
            maxLength={16}
            autoComplete="new-password"
            placeholder={isKept ? t('passwordKept') : t('passwordPlaceholder')}
            data-testid={`short-link-${name}`}
          />
        </Form.Item>
      )}
    </Form.Item>
  );
}

/**
 * The settings of a design's links: the form link (not for a data view, which has no form), and for a
 * design with a list the public list.
 */
export function ShortLinkSettingsForm(props: ShortLinkSettingsFormProps) {
  const { form, initialValues, fields, isFormOnly, isDataView = false } = props;
  const { t } = useTranslation('shortLink');
  const isFormUse = Form.useWatch('formUse', form) === 1;
  const isColumnUse = Form.useWatch('columnUse', form) === 1;
  const optionsOf = (items: readonly LinkFieldItem[]) =>
    items.map((item) => ({ label: item.label, value: item.prop }));
  // Sub-table columns can be shown, not searched.
  const options = {
    columnText: optionsOf(fields),
    columnCondition: optionsOf(fields.filter((item) => !isSubColumn(item))),
  };
  return (
    <Form
      form={form}
      initialValues={initialValues}
      labelCol={{ flex: '100px' }}
      data-testid="short-link-form"
    >
      {!isDataView && (
        <Form.Item label={t('formUse')} extra={t('formUseHint')}>
          <Form.Item name="formUse" noStyle {...switchProps}>
            <Switch aria-label={t('formUse')} />
          </Form.Item>
        </Form.Item>
      )}
      {isFormUse && !isDataView && (
        <>
          <Form.Item label={t('formLink')}>
            <ShortLinkAddress link={props.formLink} testId="short-link-form-link" />
          </Form.Item>
          <PasswordSwitch use="formPassUse" name="formPassword" isKept={props.hasFormPassword} />
        </>
      )}
      {!isFormOnly && (
        <>
          {!isDataView && <Divider />}
          <Form.Item label={t('columnUse')} extra={t('columnUseHint')}>
            <Form.Item name="columnUse" noStyle {...switchProps}>
              <Switch aria-label={t('columnUse')} />
            </Form.Item>
          </Form.Item>
          {isColumnUse && (
            <>
              <Form.Item label={t('columnLink')}>
                <ShortLinkAddress link={props.columnLink} testId="short-link-column-link" />
              </Form.Item>
              {SELECTS.map(({ name, placeholder, testId }) => (
                <Form.Item key={name} name={name} label={t(name)}>
                  <Select
                    mode="multiple"
                    allowClear
                    options={options[name]}
                    optionFilterProp="label"
                    placeholder={t(placeholder)}
                    data-testid={testId}
                  />
                </Form.Item>
              ))}
              <PasswordSwitch use="columnPassUse" name="columnPassword" isKept={props.hasColumnPassword} />
            </>
          )}
        </>
      )}
    </Form>
  );
}
