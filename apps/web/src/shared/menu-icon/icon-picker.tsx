import { Button, Input, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconGrid } from './icon-grid.tsx';
import { MenuIcon } from './menu-icon.tsx';

interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  id?: string;
}

/**
 * A form field for a menu icon: the chosen name beside its icon (read only), a popover with the
 * searchable icon grid, and a clear button. Only names the shell renders can be chosen, so every menu's icon shows in the sidebar.
 */
export function IconPicker({ value, onChange, placeholder, id }: IconPickerProps) {
  const { t } = useTranslation('iconGrid');
  const [isOpen, setOpen] = useState(false);
  const grid = (
    <div style={{ width: 520 }}>
      <IconGrid
        selected={value}
        pageSize={30}
        cellWidth={90}
        testId="icon-picker-grid"
        onPick={(name) => {
          onChange?.(name);
          setOpen(false);
        }}
      />
    </div>
  );
  return (
    <Space.Compact block>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        // Always a prefix: adding one later would remount the input and drop its focus.
        prefix={value ? <MenuIcon name={value} /> : <span />}
        data-testid="menu-icon-picker"
      />
      {value && (
        <Button onClick={() => onChange?.(null)} data-testid="menu-icon-picker-clear">
          {t('clear')}
        </Button>
      )}
      <Popover
        open={isOpen}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={t('pick')}
        content={grid}
        destroyOnHidden
      >
        <Button data-testid="menu-icon-picker-open">{t('pick')}</Button>
      </Popover>
    </Space.Compact>
  );
}
