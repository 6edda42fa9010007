import {
  type FormField,
  hasStaticOptions,
  isMultiple,
  isSwitchOn,
  optionKeysOf,
  staticOptionsOf,
  switchValues,
  toNumber,
} from '@platform/form-engine';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

type GroupProps = Pick<PropertyGroupProps, 'field' | 'update'>;

const CHOICE_KEYS = new Set(['select', 'radio', 'checkbox']);

/** The control that edits a widget's `__config__.defaultValue`, or null where the panel offers none. */
function defaultControl(field: FormField, set: (value: unknown) => void): ReactNode {
  const value = field.__config__.defaultValue;
  const key = String(field.__config__.jnpfKey);
  const testId = 'prop-defaultValue';
  const number = typeof value === 'number' ? value : null;
  switch (key) {
    case 'comInput':
      return <Input value={String(value ?? '')} onChange={(e) => set(e.target.value)} data-testid={testId} />;
    case 'textarea':
      return (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={String(value ?? '')}
          onChange={(e) => set(e.target.value)}
          data-testid={testId}
        />
      );
    case 'numInput':
      return (
        <InputNumber
          value={number}
          min={toNumber(field.min)}
          max={toNumber(field.max)}
          onChange={(next) => set(next)}
          data-testid={testId}
        />
      );
    case 'rate':
      return (
        <InputNumber
          value={number}
          min={0}
          max={toNumber(field.max) ?? 5}
          step={field['allow-half'] === true ? 0.5 : 1}
          onChange={(next) => set(next ?? 0)}
          data-testid={testId}
        />
      );
    case 'slider':
      if (field.range === true) return null;
      return (
        <InputNumber
          value={number}
          min={toNumber(field.min) ?? 0}
          max={toNumber(field.max) ?? 100}
          onChange={(next) => set(next)}
          data-testid={testId}
        />
      );
    case 'switch': {
      const { on, off } = switchValues(field);
      return (
        <Switch
          checked={isSwitchOn(field, value)}
          onChange={(isOn) => set(isOn ? on : off)}
          data-testid={testId}
        />
      );
    }
    default: {
      if (!CHOICE_KEYS.has(key) || !hasStaticOptions(field)) return null;
      const keys = optionKeysOf(field);
      const options = staticOptionsOf(field).map((option) => ({
        label: String(option[keys.label] ?? ''),
        value: option[keys.value] as string | number,
      }));
      const isMany = key === 'checkbox' || isMultiple(field);
      return (
        <Select
          allowClear
          mode={isMany ? 'multiple' : undefined}
          value={isMany ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
          options={options}
          onChange={(next) => set(next ?? (isMany ? [] : null))}
          data-testid={testId}
        />
      );
    }
  }
}

/**
 * 默认值: the value a new record starts with, for the text, number, switch, rate and slider widgets and
 * the choices with options written into the design (chosen among them).
 */
export function DefaultValueProperty({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  const control = defaultControl(field, (value) => update((f) => withConfig(f, { defaultValue: value })));
  return control && <Form.Item label={t('defaultValue')}>{control}</Form.Item>;
}
