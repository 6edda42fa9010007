import type { Language } from '@platform/contracts';
import { toShortLanguage } from '@platform/contracts';
import type { LayoutType } from '../app/stores/settings-store.ts';
import { http } from '../shared/http/request.ts';

/*
 * The shell's own calls (spec §4.2, §7.4 "Current user", §7.6). Preference saves are silent: the local
 * change already happened and a failed save is not worth interrupting the user.
 */

/** Locks this session on the server: until unlocked, only the unlock call is accepted. */
export const lockScreen = () => http.post<null>('/api/oauth/LockScreen/Lock');

export const saveSystemLanguage = (language: Language) =>
  http.put<null>(
    '/api/permission/Users/Current/SystemLanguage',
    { language: toShortLanguage(language) },
    { isSilent: true },
  );

/** The layout type is saved as the user's theme and comes back at the next login (spec §4.2). */
export const saveSystemTheme = (theme: LayoutType) =>
  http.put<null>('/api/permission/Users/Current/SystemTheme', { theme }, { isSilent: true });
