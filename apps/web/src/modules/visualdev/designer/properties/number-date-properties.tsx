import type { FormField } from '@platform/form-engine';
import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type PropertyGroupProps, withProps } from './property-kit.ts';

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

type NumberKey = 'min' | 'max' | 'precision' | 'step';
const NUMBER_KEYS: readonly NumberKey[] = ['min', 'max', 'precision', 'step'];
/** Least values of the keys that have one (decimals at most 10). */
const NUMBER_BOUNDS: Partial<Record<NumberKey, { min: number; max?: number }>> = {
  precision: { min: 0, max: 10 },
  step: { min: 0 },
};

/**
 * 数字输入 (and the slider's and rate's subset): minimum, maximum, decimals and step, top-level keys as
 * the original writes them.
 */
export function NumberProperties({
  field,
  update,
  keys = NUMBER_KEYS,
}: Pick<PropertyGroupProps, 'field' | 'update'> & { keys?: readonly NumberKey[] }) {
  const { t } = useTranslation('designerProps');
  const set = (key: NumberKey) => (value: number | null) =>
    update((f) => withProps(f, { [key]: value ?? undefined }));
  return (
    <Space wrap>
      {keys.map((key) => (
        <Form.Item key={key} label={t(key)}>
          <InputNumber
            {...NUMBER_BOUNDS[key]}
            value={numberOrNull(field[key])}
            onChange={set(key)}
            data-testid={`prop-${key}`}
          />
        </Form.Item>
      ))}
    </Space>
  );
}

/** The original designer's display formats (its date-fns style tokens). */
const DATE_FORMATS = ['yyyy', 'yyyy-MM', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd HH:mm:ss'];
const TIME_FORMATS = ['HH:mm', 'HH:mm:ss'];
const TIME_TEXT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The picker type that goes with a date format, as the original derives it. */
const dateTypeOf = (format: string) =>
  format === 'yyyy' ? 'year' : format === 'yyyy-MM' ? 'month' : format.includes('HH') ? 'datetime' : 'date';

function Bound({
  field,
  name,
  update,
}: { field: FormField; name: 'startTime' | 'endTime' } & Pick<PropertyGroupProps, 'update'>) {
  const { t } = useTranslation('designerProps');
  const value = field[name];
  if (field.__config__.jnpfKey === 'time') {
    const text = typeof value === 'string' ? value : '';
    const isValid = text === '' || TIME_TEXT.test(text);
    return (
      <Form.Item label={t(name)} validateStatus={isValid ? '' : 'error'}>
        <Input
          placeholder="HH:mm:ss"
          value={text}
          onChange={(e) => update((f) => withProps(f, { [name]: e.target.value.trim() || null }))}
          data-testid={`prop-${name}`}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={t(name)}>
      <DatePicker
        showTime
        value={typeof value === 'number' ? dayjs(value) : null}
        onChange={(day) => update((f) => withProps(f, { [name]: day ? day.valueOf() : null }))}
        data-testid={`prop-${name}`}
      />
    </Form.Item>
  );
}

/**
 * 日期 / 时间: the display format (a date's picker type follows it) and the earliest and latest value:
 * `startTime`/`endTime`, timestamps for a date and HH:mm[:ss] text for a time, as the engine checks them.
 */
export function DateTimeProperties({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const isTime = field.__config__.jnpfKey === 'time';
  const formats = isTime ? TIME_FORMATS : DATE_FORMATS;
  return (
    <>
      <Form.Item label={t('format')}>
        <Select
          value={String(field.format ?? formats.at(-1))}
          options={formats.map((value) => ({ value, label: value }))}
          onChange={(format: string) =>
            update((f) =>
              withProps(
                f,
                isTime ? { format, 'value-format': format } : { format, type: dateTypeOf(format) },
              ),
            )
          }
          data-testid="prop-format"
        />
      </Form.Item>
      <Space wrap>
        <Bound field={field} name="startTime" update={update} />
        <Bound field={field} name="endTime" update={update} />
      </Space>
    </>
  );
}
