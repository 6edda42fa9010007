import { configureRequest } from '../http/request.ts';
import { currentLanguage } from '../i18n/index.ts';
import { useSession } from '../stores/session-store.ts';
import { useTags } from '../stores/tags-store.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateRef: Navigate = (to) => {
  window.location.assign(to);
};

/** Lets code outside React (the request helper) navigate with the router. */
export function setNavigate(navigate: Navigate): void {
  navigateRef = navigate;
}

/** Clears the session and every per-user cache. */
export function endSession(options?: { isLogout?: boolean; endedReason?: string }): void {
  useSession.getState().reset(options);
  useTags.getState().resetViews();
}

/** A token handed in by a link replaces the stored one; the old user's tabs go with it. */
export function adoptSessionToken(token: string): void {
  useTags.getState().resetViews();
  useSession.getState().adoptToken(token);
}

/** Wires the request helper to the session: token, language and the 600/601/602 rule. */
export function installSessionBridge(): void {
  configureRequest({
    getToken: () => useSession.getState().token,
    getLanguage: () => currentLanguage(),
    // The reason is told on the login page, where the user lands, rather than in a toast that is gone
    // before they read it.
    onSessionEnd: (_code, msg) => {
      const hadToken = useSession.getState().token !== null;
      // Only the first failing call ends the session: a later one would clear the reason it left.
      if (hadToken) endSession({ endedReason: msg });
      if (!window.location.pathname.startsWith('/login')) {
        const back = window.location.pathname + window.location.search;
        navigateRef(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
      }
    },
  });
}
