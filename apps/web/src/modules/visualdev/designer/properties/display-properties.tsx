import { safeUrl } from '@platform/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlagProp, TextProp } from './property-items.tsx';
import { type PropertyGroupProps, withConfig, withProps } from './property-kit.ts';

type GroupProps = Pick<PropertyGroupProps, 'field' | 'update'>;

/** A select over one of the widget's own texts, its options' labels from `display.<labels>.<value>`. */
function ChoiceProp({
  field,
  update,
  name,
  label,
  values,
  labels,
}: GroupProps & { name: string; label: string; values: readonly string[]; labels: string }) {
  const { t } = useTranslation('designerProps');
  const current = String(field[name] ?? '');
  return (
    <Form.Item label={label}>
      <Select
        value={values.includes(current) ? current : values[0]}
        options={values.map((value) => ({ value, label: t(`display.${labels}.${value}` as never) }))}
        onChange={(value: string) => update((f) => withProps(f, { [name]: value }))}
        data-testid={`prop-${name}`}
      />
    </Form.Item>
  );
}

const POSITIONS = ['left', 'center', 'right'] as const;

function LinkProperties({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  const href = String(field.href ?? '');
  const isRefused = href !== '' && safeUrl(href, false) === undefined;
  return (
    <>
      <TextProp field={field} update={update} name="content" label={t('display.linkText')} />
      <Form.Item
        label={t('display.href')}
        validateStatus={isRefused ? 'error' : ''}
        help={isRefused ? t('display.hrefInvalid') : undefined}
      >
        <Input
          value={href}
          onChange={(e) => update((f) => withProps(f, { href: e.target.value.trim() }))}
          data-testid="prop-href"
        />
      </Form.Item>
      <ChoiceProp
        field={field}
        update={update}
        name="target"
        label={t('display.target')}
        values={['_self', '_blank']}
        labels="targets"
      />
    </>
  );
}

/**
 * The texts of the display widgets: 文本 (its content), 分组标题, 分割线, 提示 (alert), 链接 and 按钮,
 * under the keys the original's designer writes and the renderer reads.
 */
export function DisplayProperties({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  const position = (name: string) => (
    <ChoiceProp
      field={field}
      update={update}
      name={name}
      label={name === 'align' ? t('display.align') : t('display.position')}
      values={POSITIONS}
      labels="positions"
    />
  );
  switch (field.__config__.jnpfKey) {
    case 'JNPFText':
      return (
        <Form.Item label={t('display.text')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={String(field.__config__.defaultValue ?? '')}
            onChange={(e) => update((f) => withConfig(f, { defaultValue: e.target.value }))}
            data-testid="prop-text"
          />
        </Form.Item>
      );
    case 'groupTitle':
      return (
        <>
          <TextProp field={field} update={update} name="content" label={t('display.content')} />
          {position('content-position')}
        </>
      );
    case 'divider':
      return (
        <>
          <Form.Item label={t('display.dividerText')}>
            <Input
              value={String(field.__slot__?.default ?? '')}
              onChange={(e) =>
                update((f) => withProps(f, { __slot__: { ...f.__slot__, default: e.target.value } }))
              }
              data-testid="prop-dividerText"
            />
          </Form.Item>
          {position('content-position')}
        </>
      );
    case 'alert':
      return (
        <>
          <TextProp field={field} update={update} name="title" label={t('display.alertTitle')} />
          <ChoiceProp
            field={field}
            update={update}
            name="type"
            label={t('display.alertType')}
            values={['success', 'info', 'warning', 'error']}
            labels="alertTypes"
          />
          <TextProp field={field} update={update} name="description" label={t('display.description')} />
          <FlagProp field={field} update={update} name="show-icon" label={t('display.showIcon')} />
        </>
      );
    case 'link':
      return <LinkProperties field={field} update={update} />;
    case 'button':
      return (
        <>
          <TextProp field={field} update={update} name="buttonText" label={t('display.buttonText')} />
          <ChoiceProp
            field={field}
            update={update}
            name="type"
            label={t('display.buttonType')}
            values={['default', 'primary']}
            labels="buttonTypes"
          />
          {position('align')}
        </>
      );
    default:
      return null;
  }
}
