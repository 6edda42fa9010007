import { Cascader, Select } from 'antd';
import { isMultiple } from '../../field-options.ts';
import { optionLabel, pathLabels, useFieldOptions } from '../options.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { CheckboxMarks, RadioMarks } from './choice-marks.tsx';
import { SelectFace } from './control-faces.tsx';
import { DeferredControl } from './deferred-control.tsx';
import { selectPlaceholder } from './placeholders.ts';
import { isBlank, ReadText } from './read-text.tsx';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]);

/** Read mode of radio, checkbox and select: the chosen options' labels. */
function ReadOptions(props: WidgetProps) {
  const options = useFieldOptions(props.field, props.values);
  const labels = asList(props.value).map((item) => optionLabel(options, item));
  return <ReadText text={labels.join(', ')} locale={props.locale} />;
}

export const radioWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const options = useFieldOptions(props.field, props.values);
    return (
      <RadioMarks
        id={props.id}
        options={options}
        disabled={props.disabled}
        isChecked={(value) => value === props.value}
        onToggle={(value) => props.onChange(value)}
      />
    );
  },
  Read: ReadOptions,
};

/** A multiple choice; the value keeps the options' order, as antd's Checkbox.Group keeps it. */
export const checkboxWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const options = useFieldOptions(props.field, props.values);
    const chosen = asList(props.value);
    return (
      <CheckboxMarks
        id={props.id}
        options={options}
        disabled={props.disabled}
        isChecked={(value) => chosen.includes(value)}
        onToggle={(value, checked) =>
          props.onChange(
            options
              .map((option) => option.value)
              .filter((item) => (item === value ? checked : chosen.includes(item))),
          )
        }
      />
    );
  },
  Read: ReadOptions,
};

export const selectWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const options = useFieldOptions(props.field, props.values);
    const multiple = isMultiple(props.field);
    const control = (open: boolean) => (
      <Select
        id={props.id}
        style={{ width: '100%' }}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? asList(props.value) : isBlank(props.value) ? undefined : props.value}
        onChange={(next) => props.onChange(next ?? null)}
        options={options.map(({ label, value }) => ({ label, value }))}
        allowClear={props.field.clearable ?? true}
        showSearch={props.field.filterable === true}
        optionFilterProp="label"
        placeholder={selectPlaceholder(props)}
        disabled={props.disabled}
        defaultOpen={open}
      />
    );
    // A multiple select shows its choices as tags: it renders as itself.
    if (multiple) return control(false);
    return (
      <DeferredControl
        disabled={props.disabled}
        face={(handlers) => (
          <SelectFace
            id={props.id}
            text={isBlank(props.value) ? '' : optionLabel(options, props.value)}
            placeholder={selectPlaceholder(props)}
            disabled={props.disabled}
            handlers={handlers}
          />
        )}
        control={(activation) => control(activation.open)}
      />
    );
  },
  Read: ReadOptions,
};

type CascaderValue = Array<string | number>;

export const cascaderWidget: ReactWidget = {
  frame: 'field',
  Edit: (props) => {
    const options = useFieldOptions(props.field, props.values);
    const common = {
      id: props.id,
      style: { width: '100%' },
      options,
      disabled: props.disabled,
      allowClear: props.field.clearable ?? true,
      placeholder: selectPlaceholder(props),
    };
    return isMultiple(props.field) ? (
      <Cascader
        {...common}
        multiple
        value={asList(props.value) as CascaderValue[]}
        onChange={(next) => props.onChange(next ?? [])}
      />
    ) : (
      <Cascader
        {...common}
        value={asList(props.value) as CascaderValue}
        onChange={(next) => props.onChange(next ?? [])}
      />
    );
  },
  Read: (props) => {
    const options = useFieldOptions(props.field, props.values);
    const paths = isMultiple(props.field) ? asList(props.value) : isBlank(props.value) ? [] : [props.value];
    const texts = paths.map((path) => pathLabels(options, asList(path)).join('/'));
    return <ReadText text={texts.join(', ')} locale={props.locale} />;
  },
};
