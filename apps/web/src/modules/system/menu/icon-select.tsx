import { Select } from 'antd';
import { useMemo } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';

interface IconSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  id?: string;
}

/**
 * A searchable list of the icon names the shell renders (menu-icon.tsx): choosing only from these
 * keeps every menu's icon visible in the sidebar. Each option's icon is its own lazy chunk, fetched
 * when the (virtual) dropdown row is shown.
 */
export function IconSelect({ value, onChange, placeholder, id }: IconSelectProps) {
  const options = useMemo(
    () =>
      MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <span>
            <MenuIcon name={name} /> {name}
          </span>
        ),
      })),
    [],
  );
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      options={options}
      placeholder={placeholder}
      data-testid="menu-icon-select"
    />
  );
}
