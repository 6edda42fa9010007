import { create } from 'zustand';
import type { CurrentUserData } from '../session/current-user.types.ts';
import { readLocal, writeLocal, writeTokenCookie } from '../storage/local-store.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SessionStore {
  token: string | null;
  isLocked: boolean;
  status: LoadStatus;
  current: CurrentUserData | null;
  /** Set on a login from the login page, read once by the shell for the last-login notice. */
  isFreshLogin: boolean;
  /** The user logged out on purpose: the guard sends them to /login without a redirect back. */
  hasLoggedOut: boolean;
  /**
   * Why the server ended the session (expired, signed out by an administrator, signed in elsewhere),
   * in the server's words and the user's language: the login page tells it until the next login.
   */
  endedReason: string | null;
  setToken(token: string): void;
  /**
   * Takes over a token handed in by a link (/workFlowDetail?token=): a new session, but not a
   * login from the login page (no last-login notice) and not locked.
   */
  adoptToken(token: string): void;
  setCurrent(current: CurrentUserData): void;
  setStatus(status: LoadStatus): void;
  setLocked(isLocked: boolean): void;
  consumeFreshLogin(): boolean;
  /** Logout or a session-ending code: clears token, menus, user info and permissions. */
  reset(options?: { isLogout?: boolean; endedReason?: string }): void;
}

export const useSession = create<SessionStore>()((set, get) => ({
  token: readLocal('token'),
  isLocked: readLocal('lock') === '1',
  status: 'idle',
  current: null,
  isFreshLogin: false,
  hasLoggedOut: false,
  endedReason: null,
  setToken: (token) => {
    writeLocal('token', token);
    writeTokenCookie(token);
    set({ token, status: 'idle', current: null, isFreshLogin: true, hasLoggedOut: false, endedReason: null });
  },
  adoptToken: (token) => {
    writeLocal('token', token);
    writeLocal('lock', null);
    writeTokenCookie(token);
    set({
      token,
      isLocked: false,
      status: 'idle',
      current: null,
      isFreshLogin: false,
      hasLoggedOut: false,
      endedReason: null,
    });
  },
  setCurrent: (current) => set({ current, status: 'ready' }),
  setStatus: (status) => set({ status }),
  setLocked: (isLocked) => {
    writeLocal('lock', isLocked ? '1' : null);
    set({ isLocked });
  },
  consumeFreshLogin: () => {
    const fresh = get().isFreshLogin;
    if (fresh) set({ isFreshLogin: false });
    return fresh;
  },
  reset: (options) => {
    writeLocal('token', null);
    writeLocal('lock', null);
    writeTokenCookie(null);
    set({
      token: null,
      isLocked: false,
      status: 'idle',
      current: null,
      isFreshLogin: false,
      hasLoggedOut: options?.isLogout ?? false,
      endedReason: options?.endedReason ?? null,
    });
  },
}));
