import type { CurrentUserData } from '../../../platform/session/current-user.types.ts';
import { useSession } from '../../../platform/stores/session-store.ts';

/**
 * The change dialog forces itself when the user has never changed the password and the
 * policy demands changing the initial one.
 */
export function shouldForcePasswordChange(current: CurrentUserData | null | undefined): boolean {
  if (!current) return false;
  const hasChanged = Boolean(current.userInfo.changePasswordDate);
  return !hasChanged && Number(current.sysConfigInfo.mandatoryModificationOfInitialPassword) === 1;
}

/**
 * The server refuses everything but the change itself until then, so data queries wait for it
 * (no error toasts behind the dialog); they run as soon as the password is changed.
 */
export function useIsPasswordChangePending(): boolean {
  return useSession((s) => shouldForcePasswordChange(s.current));
}
