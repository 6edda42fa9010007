import { readLocal, writeLocal } from '../../../platform/storage/local-store.ts';

/** Who is locked out: kept locally because CurrentUser is refused while the session is locked. */
export interface LockUser {
  account: string;
  userName: string;
  headIcon: string | null;
}

const KEY = 'lockUser';

export function saveLockUser(user: LockUser | null): void {
  writeLocal(KEY, user ? JSON.stringify(user) : null);
}

export function readLockUser(): LockUser | null {
  const raw = readLocal(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.account !== 'string' || typeof record.userName !== 'string') return null;
    return {
      account: record.account,
      userName: record.userName,
      headIcon: typeof record.headIcon === 'string' ? record.headIcon : null,
    };
  } catch {
    return null;
  }
}
