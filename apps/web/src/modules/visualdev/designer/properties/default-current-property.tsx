import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

/** What "默认为当前…" fills, by widget. */
const DEFAULT_CURRENT_LABEL = {
  date: 'time',
  time: 'time',
  userSelect: 'user',
  depSelect: 'department',
  comSelect: 'organization',
  organizeSelect: 'organization',
} as const;

/**
 * 默认为当前系统时间 / 登录用户 / 登录部门 / 登录组织: a new record (and a new sub-table row) starts with
 * it; switched on, the fixed default value is cleared, as the one would override the other.
 */
export function DefaultCurrentProperty({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const key = String(field.__config__.jnpfKey) as keyof typeof DEFAULT_CURRENT_LABEL;
  const label = DEFAULT_CURRENT_LABEL[key];
  if (!label) return null;
  return (
    <Form.Item label={t(`defaultCurrent.${label}`)}>
      <Switch
        checked={field.__config__.defaultCurrent === true}
        onChange={(on) =>
          update((f) =>
            withConfig(
              f,
              on
                ? { defaultCurrent: true, defaultValue: f.multiple === true ? [] : null }
                : { defaultCurrent: false },
            ),
          )
        }
        data-testid="prop-defaultCurrent"
      />
    </Form.Item>
  );
}
