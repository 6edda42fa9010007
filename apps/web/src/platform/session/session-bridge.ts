import { toast } from '../feedback/toast.ts';
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
export function endSession(options?: { isLogout?: boolean }): void {
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
    onSessionEnd: (_code, msg) => {
      const hadToken = useSession.getState().token !== null;
      endSession();
      if (hadToken) toast('error', msg);
      if (!window.location.pathname.startsWith('/login')) {
        const back = window.location.pathname + window.location.search;
        navigateRef(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
      }
    },
  });
}
