import { formatDate } from '@platform/contracts';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { dayjsFormat } from '../../field-display.ts';
import type { FormField } from '../../schema/form-schema.ts';
import type { ReactWidget } from '../widget-types.ts';
import { PickerFace } from './control-faces.tsx';
import { DeferredControl } from './deferred-control.tsx';
import { selectPlaceholder } from './placeholders.ts';
import { pair, pairReader, ReadText } from './read-text.tsx';

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm:ss';
const toDayjs = (value: unknown) => (typeof value === 'number' ? dayjs(value) : null);
const toTime = (value: unknown) => (typeof value === 'string' && value ? dayjs(value, TIME_FORMAT) : null);
const dateText = (value: unknown, field: FormField) =>
  typeof value === 'number' ? formatDate(value, dayjsFormat(field.format, DATE_FORMAT)) : '';
const timeText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The picker of a date widget: month, year or date; a format with hours adds the time. */
function datePickerMode(field: FormField) {
  const format = dayjsFormat(field.format, DATE_FORMAT);
  const picker = field.type === 'month' || field.type === 'year' ? field.type : 'date';
  return { format, picker, showTime: /H/.test(format) } as const;
}

export const dateWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => (
    <DeferredControl
      disabled={props.disabled}
      face={(handlers) => (
        <PickerFace
          id={props.id}
          icon="calendar"
          text={dateText(props.value, props.field)}
          placeholder={selectPlaceholder(props)}
          disabled={props.disabled}
          handlers={handlers}
        />
      )}
      control={(activation) => (
        <DatePicker
          id={props.id}
          style={{ width: '100%' }}
          {...datePickerMode(props.field)}
          value={toDayjs(props.value)}
          onChange={(next: Dayjs | null) => props.onChange(next ? next.valueOf() : null)}
          placeholder={selectPlaceholder(props)}
          disabled={props.disabled}
          defaultOpen={activation.open}
        />
      )}
    />
  ),
  Read: (props) => <ReadText text={dateText(props.value, props.field)} locale={props.locale} />,
};

export const timeWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const format = props.field.format || TIME_FORMAT;
    return (
      <DeferredControl
        disabled={props.disabled}
        face={(handlers) => (
          <PickerFace
            id={props.id}
            icon="clock-circle"
            text={toTime(props.value)?.format(format) ?? ''}
            placeholder={selectPlaceholder(props)}
            disabled={props.disabled}
            handlers={handlers}
          />
        )}
        control={(activation) => (
          <TimePicker
            id={props.id}
            style={{ width: '100%' }}
            format={format}
            value={toTime(props.value)}
            onChange={(next: Dayjs | null) => props.onChange(next ? next.format(TIME_FORMAT) : null)}
            placeholder={selectPlaceholder(props)}
            disabled={props.disabled}
            defaultOpen={activation.open}
          />
        )}
      />
    );
  },
  Read: (props) => <ReadText text={timeText(props.value)} locale={props.locale} />,
};

type RangePicker = typeof DatePicker.RangePicker | typeof TimePicker.RangePicker;

/**
 * A date or time range: two ends picked in one control, stored as a two-item list (`toStored` of each end),
 * empty unless both ends are set.
 */
function rangeWidget(
  Picker: RangePicker,
  pickerProps: (field: FormField) => Record<string, unknown>,
  toPicked: (item: unknown) => Dayjs | null,
  toStored: (picked: Dayjs) => unknown,
  show: (item: unknown, field: FormField) => string,
): ReactWidget {
  return {
    frame: 'field',
    Edit: (props) => {
      const [start, end] = pair(props.value);
      return (
        <Picker
          id={props.id}
          style={{ width: '100%' }}
          {...pickerProps(props.field)}
          value={[toPicked(start), toPicked(end)]}
          onChange={(next: [Dayjs | null, Dayjs | null] | null) =>
            props.onChange(next?.[0] && next[1] ? [toStored(next[0]), toStored(next[1])] : null)
          }
          disabled={props.disabled}
        />
      );
    },
    Read: pairReader(show),
  };
}

export const dateRangeWidget = rangeWidget(
  DatePicker.RangePicker,
  datePickerMode,
  toDayjs,
  (picked) => picked.valueOf(),
  dateText,
);

export const timeRangeWidget = rangeWidget(
  TimePicker.RangePicker,
  (field) => ({ format: field.format || TIME_FORMAT }),
  toTime,
  (picked) => picked.format(TIME_FORMAT),
  timeText,
);
