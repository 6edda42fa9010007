import { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { call } from '../http/call.ts';
import { currentLanguage } from '../i18n/index.ts';
import { useSession } from '../stores/session-store.ts';

/**
 * Menu, system and configured names come from the server in the request's language, so a language
 * switch reloads CurrentUser in place (the shell stays mounted; the sidebar, breadcrumb, tabs and
 * system name follow) and marks every cached query stale (lists carry server texts too). Picking the
 * language already shown reloads nothing; an answer that arrives after a further switch is dropped.
 */
export function reloadOnLanguageChange(queryClient: QueryClient): () => void {
  let shown = currentLanguage();
  const onChange = () => {
    const language = currentLanguage();
    if (language === shown) return;
    shown = language;
    void queryClient.invalidateQueries();
    const session = useSession.getState();
    if (!session.token || session.status !== 'ready') return;
    // Silent: the shell keeps the names it has when the reload fails.
    call(currentUserInfoEndpoints.get, undefined, { isSilent: true }).then(
      (data) => {
        if (data?.userInfo && currentLanguage() === language && useSession.getState().status === 'ready')
          useSession.getState().setCurrent(data);
      },
      () => undefined,
    );
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
