import { Form, Input, Switch } from 'antd';
import { type PropertyGroupProps, withProps } from './property-kit.ts';

type ItemProps = Pick<PropertyGroupProps, 'field' | 'update'> & { name: string; label: string };

/** A switch over one of the widget's own flags; its test id is `prop-<name>`. */
export function FlagProp({ field, update, name, label }: ItemProps) {
  return (
    <Form.Item label={label}>
      <Switch
        checked={field[name] === true}
        onChange={(on) => update((f) => withProps(f, { [name]: on }))}
        data-testid={`prop-${name}`}
      />
    </Form.Item>
  );
}

/** A text box over one of the widget's own texts; a key (a field name) is kept without spaces. */
export function TextProp({ field, update, name, label, isKey = false }: ItemProps & { isKey?: boolean }) {
  return (
    <Form.Item label={label}>
      <Input
        value={String(field[name] ?? '')}
        onChange={(e) =>
          update((f) => withProps(f, { [name]: isKey ? e.target.value.trim() : e.target.value }))
        }
        data-testid={`prop-${name}`}
      />
    </Form.Item>
  );
}
