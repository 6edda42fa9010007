import { ColorPicker, Input, InputNumber, Rate, Slider, Space } from 'antd';
import { withThousands } from '../../expression/evaluate.ts';
import { isSwitchOn, switchDesignText, switchValues } from '../../field-display.ts';
import { type FormField, toNumber } from '../../schema/form-schema.ts';
import { rendererText } from '../messages.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { NumberFace } from './control-faces.tsx';
import { DeferredControl } from './deferred-control.tsx';
import { inputPlaceholder } from './placeholders.ts';
import { isBlank, pair, pairReader, ReadText, rangeText } from './read-text.tsx';
import { SwitchMark } from './switch-mark.tsx';
import { TextAreaBox, TextBox } from './text-box.tsx';

const text = (value: unknown) => (isBlank(value) ? '' : String(value));
const numberOrNull = (value: number | string | null) => (typeof value === 'number' ? value : null);

function ReadPlain(props: WidgetProps) {
  return <ReadText text={text(props.value)} locale={props.locale} />;
}

export const inputWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <TextBox
      id={props.id}
      value={text(props.value)}
      onChange={props.onChange}
      maxLength={toNumber(props.field.maxlength)}
      placeholder={inputPlaceholder(props)}
      allowClear={props.field.clearable ?? true}
      disabled={props.disabled}
    />
  ),
  Read: ReadPlain,
};

/** Rows of a text area when the design sets none (the original designer's default). */
const DEFAULT_TEXTAREA_ROWS = 4;

/**
 * The design's `autosize` ({minRows, maxRows}): a fixed height (no range, or min = max) is plain `rows`,
 * which costs no measuring; only a range grows with the text (antd measures the box on every render).
 */
export function textareaSize(
  field: FormField,
): { rows: number } | { autoSize: { minRows: number; maxRows?: number } } {
  const size = field.autosize;
  const bounds = size && typeof size === 'object' ? (size as Record<string, unknown>) : {};
  const minRows = toNumber(bounds.minRows) ?? DEFAULT_TEXTAREA_ROWS;
  const maxRows = toNumber(bounds.maxRows);
  return maxRows === undefined || maxRows <= minRows ? { rows: minRows } : { autoSize: { minRows, maxRows } };
}

export const textareaWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const size = textareaSize(props.field);
    const common = {
      id: props.id,
      value: text(props.value),
      maxLength: toNumber(props.field.maxlength),
      placeholder: inputPlaceholder(props),
      disabled: props.disabled,
    };
    // A growing area measures its text, which antd's TextArea does; a fixed one is a native textarea.
    return 'rows' in size ? (
      <TextAreaBox {...common} rows={size.rows} onChange={props.onChange} />
    ) : (
      <Input.TextArea
        {...common}
        autoSize={size.autoSize}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  },
  Read: (props) => (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      <ReadText text={text(props.value)} locale={props.locale} />
    </span>
  ),
};

export const passwordWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <Input.Password
      id={props.id}
      value={text(props.value)}
      onChange={(event) => props.onChange(event.target.value)}
      maxLength={toNumber(props.field.maxlength)}
      placeholder={inputPlaceholder(props)}
      disabled={props.disabled}
    />
  ),
  // A password never shows in read mode.
  Read: (props) => <ReadText text={isBlank(props.value) ? '' : '******'} locale={props.locale} />,
};

/** A number as read mode shows it: fixed decimals at `precision`, thousands separators when asked. */
export function numberText(value: unknown, field: FormField): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return text(value);
  const precision = toNumber(field.precision);
  const fixed = precision === undefined ? String(value) : value.toFixed(precision);
  return field.thousands ? withThousands(fixed) : fixed;
}

/** The number as the edit box shows it: fixed decimals at `precision`, no separators. */
const editedNumber = (value: unknown, field: FormField) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const precision = toNumber(field.precision);
  return precision === undefined ? String(value) : value.toFixed(precision);
};

export const inputNumberWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <DeferredControl
      disabled={props.disabled}
      face={(handlers) => (
        <NumberFace
          id={props.id}
          text={editedNumber(props.value, props.field)}
          placeholder={inputPlaceholder(props)}
          disabled={props.disabled}
          handlers={handlers}
        />
      )}
      control={() => (
        <InputNumber
          id={props.id}
          style={{ width: '100%' }}
          value={typeof props.value === 'number' ? props.value : null}
          onChange={(next) => props.onChange(numberOrNull(next))}
          min={toNumber(props.field.min)}
          max={toNumber(props.field.max)}
          step={toNumber(props.field.step)}
          precision={toNumber(props.field.precision)}
          placeholder={inputPlaceholder(props)}
          disabled={props.disabled}
        />
      )}
    />
  ),
  Read: (props) => <ReadText text={numberText(props.value, props.field)} locale={props.locale} />,
};

export const switchWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <SwitchMark
      id={props.id}
      checked={isSwitchOn(props.field, props.value)}
      onChange={(checked) => {
        const { on, off } = switchValues(props.field);
        props.onChange(checked ? on : off);
      }}
      disabled={props.disabled}
    />
  ),
  Read: (props) => {
    const on = isSwitchOn(props.field, props.value);
    const fallback = rendererText(on ? 'formEngine.renderer.on' : 'formEngine.renderer.off', props.locale);
    return <ReadText text={switchDesignText(props.field, on) ?? fallback} locale={props.locale} />;
  },
};

export const numRangeWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const [start, end] = pair(props.value);
    const bound = (item: unknown) => (typeof item === 'number' ? item : null);
    const set = (index: 0 | 1, next: number | string | null) => {
      const result = [bound(start), bound(end)];
      result[index] = numberOrNull(next);
      props.onChange(result);
    };
    return (
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber
          id={props.id}
          style={{ width: '50%' }}
          value={bound(start)}
          onChange={(next) => set(0, next)}
          precision={toNumber(props.field.precision)}
          placeholder={rendererText('formEngine.renderer.rangeStart', props.locale)}
          disabled={props.disabled}
        />
        <InputNumber
          style={{ width: '50%' }}
          value={bound(end)}
          onChange={(next) => set(1, next)}
          precision={toNumber(props.field.precision)}
          placeholder={rendererText('formEngine.renderer.rangeEnd', props.locale)}
          disabled={props.disabled}
        />
      </Space.Compact>
    );
  },
  Read: pairReader(numberText),
};

export const colorPickerWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <ColorPicker
      value={text(props.value) || null}
      onChange={(color) =>
        props.onChange(props.field['show-alpha'] ? color.toRgbString() : color.toHexString())
      }
      allowClear
      showText
      disabled={props.disabled}
    />
  ),
  Read: (props) =>
    isBlank(props.value) ? (
      <ReadText text="" locale={props.locale} />
    ) : (
      <Space>
        <span
          aria-hidden
          style={{ display: 'inline-block', width: 14, height: 14, background: String(props.value) }}
        />
        <ReadText text={text(props.value)} locale={props.locale} />
      </Space>
    ),
};

const rateCount = (field: FormField) => toNumber(field.max) ?? 5;
const allowHalf = (field: FormField) => Boolean(field['allow-half'] ?? field.allowHalf);

export const rateWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <Rate
      id={props.id}
      count={rateCount(props.field)}
      allowHalf={allowHalf(props.field)}
      value={typeof props.value === 'number' ? props.value : 0}
      onChange={(next) => props.onChange(next)}
      disabled={props.disabled}
    />
  ),
  Read: (props) => (
    <Space>
      <Rate
        count={rateCount(props.field)}
        allowHalf={allowHalf(props.field)}
        value={typeof props.value === 'number' ? props.value : 0}
        disabled
      />
      <ReadText text={text(props.value)} locale={props.locale} />
    </Space>
  ),
};

const sliderText = (value: unknown) =>
  Array.isArray(value) ? rangeText(text(value[0]), text(value[1])) : text(value);

export const sliderWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const common = {
      min: toNumber(props.field.min) ?? 0,
      max: toNumber(props.field.max) ?? 100,
      step: toNumber(props.field.step) ?? 1,
      disabled: props.disabled,
    };
    return props.field.range ? (
      <Slider
        {...common}
        range
        value={Array.isArray(props.value) ? (props.value as [number, number]) : [common.min, common.min]}
        onChange={(next) => props.onChange(next)}
      />
    ) : (
      <Slider
        {...common}
        value={typeof props.value === 'number' ? props.value : common.min}
        onChange={(next) => props.onChange(next)}
      />
    );
  },
  Read: (props) => <ReadText text={sliderText(props.value)} locale={props.locale} />,
};
