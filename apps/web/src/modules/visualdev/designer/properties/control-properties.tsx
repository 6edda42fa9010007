import { Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberProperties } from './number-date-properties.tsx';
import { FlagProp, TextProp } from './property-items.tsx';
import { type Json, type PropertyGroupProps, withProps } from './property-kit.ts';

type GroupProps = Pick<PropertyGroupProps, 'field' | 'update'>;

/** 多行输入: the least and most rows (`autosize`); equal, the box keeps its height. */
function TextareaRows({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  const size = (field.autosize && typeof field.autosize === 'object' ? field.autosize : {}) as Json;
  const set = (key: 'minRows' | 'maxRows') => (value: number | null) =>
    update((f) => {
      const before = (f.autosize && typeof f.autosize === 'object' ? f.autosize : {}) as Json;
      return withProps(f, { autosize: { ...before, [key]: value ?? undefined } });
    });
  const rows = (key: 'minRows' | 'maxRows') => (
    <Form.Item label={t(`control.${key}`)}>
      <InputNumber
        min={1}
        max={50}
        precision={0}
        value={typeof size[key] === 'number' ? (size[key] as number) : null}
        onChange={set(key)}
        data-testid={`prop-${key}`}
      />
    </Form.Item>
  );
  return (
    <Space wrap>
      {rows('minRows')}
      {rows('maxRows')}
    </Space>
  );
}

/**
 * The settings of the simple controls the original's panel offers: the switch's texts for on and off,
 * the rate's stars and halves, the slider's bounds, step and range, the text area's rows.
 */
export function ControlProperties({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  switch (field.__config__.jnpfKey) {
    case 'switch':
      return (
        <>
          <TextProp field={field} update={update} name="activeTxt" label={t('control.activeTxt')} />
          <TextProp field={field} update={update} name="inactiveTxt" label={t('control.inactiveTxt')} />
        </>
      );
    case 'rate':
      return (
        <>
          <NumberProperties field={field} update={update} keys={['max']} />
          <FlagProp field={field} update={update} name="allow-half" label={t('control.allowHalf')} />
        </>
      );
    case 'slider':
      return (
        <>
          <NumberProperties field={field} update={update} keys={['min', 'max', 'step']} />
          <FlagProp field={field} update={update} name="range" label={t('control.range')} />
        </>
      );
    case 'textarea':
      return <TextareaRows field={field} update={update} />;
    default:
      return null;
  }
}
