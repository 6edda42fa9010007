import type { ReactNode } from 'react';
import { type PermissionKind, usePermission } from './use-permission.ts';

interface AuthProps {
  /** e.g. 'btn_add'; the element is removed (not disabled) when the code is not granted. */
  code: string;
  kind?: PermissionKind;
  children: ReactNode;
}

/** Permission gate for a button, column or form field of the current page (the original's v-has). */
export function Auth({ code, kind = 'button', children }: AuthProps) {
  const permission = usePermission();
  return permission.has(code, kind) ? children : null;
}
