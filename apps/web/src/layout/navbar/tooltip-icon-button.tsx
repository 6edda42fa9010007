import { Tooltip } from 'antd';
import type { ButtonHTMLAttributes } from 'react';
import styles from '../shell-layout.module.css';

type TooltipIconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** Shown as the tooltip and read as the button's name. */
  label: string;
};

/** A navbar icon button named by its tooltip. */
export function TooltipIconButton({ label, children, ...button }: TooltipIconButtonProps) {
  return (
    <Tooltip title={label}>
      <button type="button" className={styles.iconBtn} aria-label={label} {...button}>
        {children}
      </button>
    </Tooltip>
  );
}
