import { ConfigProvider } from 'antd';
import useSwitchStyle from 'antd/es/switch/style';
import { type KeyboardEvent, useContext } from 'react';

interface SwitchMarkProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A switch as antd 6's Switch renders it (button role="switch", handle, inner texts; its classes and
 * stylesheet, the form's size), without the component's semantic-class merging and wave effect: a long
 * form renders one per switch field. Click toggles; ← turns it off and → on, as antd's does.
 */
export function SwitchMark({ id, checked, disabled, onChange }: SwitchMarkProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('switch');
  const [hashId, cssVarCls] = useSwitchStyle(prefixCls);
  const { componentSize: size } = ConfigProvider.useConfig();
  const set = (next: boolean) => {
    if (!disabled && next !== checked) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') set(false);
    else if (event.key === 'ArrowRight') set(true);
  };
  const className = [
    prefixCls,
    checked && `${prefixCls}-checked`,
    disabled && `${prefixCls}-disabled`,
    size === 'small' && `${prefixCls}-small`,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={className}
      onClick={() => set(!checked)}
      onKeyDown={onKeyDown}
    >
      <div className={`${prefixCls}-handle`} />
      <span className={`${prefixCls}-inner`}>
        <span className={`${prefixCls}-inner-checked`} />
        <span className={`${prefixCls}-inner-unchecked`} />
      </span>
    </button>
  );
}
