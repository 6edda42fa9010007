import type { ButtonCodeValue } from '@platform/contracts';
import type { ReactNode } from 'react';
import { type PermissionKind, usePermission } from './use-permission.ts';

type AuthProps = { children: ReactNode } & (
  | {
      /** A button code of the catalogue (`ButtonCode.add`); the element is removed, not disabled, when not granted. */
      code: ButtonCodeValue;
      kind?: 'button';
    }
  | {
      /** A column or form code of the page's resource profile. */
      code: string;
      kind: Exclude<PermissionKind, 'button'>;
    }
);

/** Permission gate for a button, column or form field of the current page (the original's v-has). */
export function Auth({ code, kind = 'button', children }: AuthProps) {
  const permission = usePermission();
  return permission.has(code, kind) ? children : null;
}
