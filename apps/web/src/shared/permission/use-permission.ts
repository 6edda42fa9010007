import type { ButtonCodeValue } from '@platform/contracts';
import { useMemo } from 'react';
import { useSession } from '../../platform/stores/session-store.ts';
import { usePageModelId } from './page-context.tsx';

export type PermissionKind = 'button' | 'column' | 'form';

export interface PermissionCheck {
  /** True when the current page's permission entry lists the button (a code of the catalogue). */
  has(code: ButtonCodeValue): boolean;
  /** True when the current page's permission entry lists the code of that kind. */
  has(code: string, kind: PermissionKind): boolean;
  /** The codes of a kind for the current page. */
  codes(kind: PermissionKind): string[];
}

/** Reads the permission entry of the current page (or of `modelId`), as the server built it. */
export function usePermission(modelId?: string): PermissionCheck {
  const pageModelId = usePageModelId();
  const id = modelId ?? pageModelId;
  const permissionList = useSession((s) => s.current?.permissionList);
  return useMemo(() => {
    const entry = permissionList?.find((p) => p.modelId === id);
    const codes = (kind: PermissionKind) => (entry?.[kind] ?? []).map((item) => item.enCode);
    return {
      has: (code: string, kind: PermissionKind = 'button') => codes(kind).includes(code),
      codes,
    };
  }, [permissionList, id]);
}
