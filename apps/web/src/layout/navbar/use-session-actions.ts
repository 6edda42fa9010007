import { currentUserMembershipEndpoints, oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { refreshCurrentUser } from '../../modules/profile/utils/refresh-current-user.ts';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../platform/http/call.ts';
import { endSession } from '../../platform/session/session-bridge.ts';
import { useTags } from '../../platform/stores/tags-store.ts';

/** Logout and system switch: both drop every per-user cache. */
export function useSessionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();

  const logoutNow = async () => {
    // The server revokes the token; the client signs out whatever the answer.
    await call(oauthEndpoints.logout, undefined, { isSilent: true }).catch(() => undefined);
    endSession({ isLogout: true });
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  /** Call with majorId and majorType, show the server msg, reload the user and menus. */
  const switchTo = async (systemId: string) => {
    const result = await callWithMessage(currentUserMembershipEndpoints.switchMajor, {
      body: { majorId: systemId, majorType: 'System' },
    }).catch(() => null);
    if (!result) return;
    if (result.msg) message.success({ content: result.msg, duration: 1.5 });
    // Tabs and cached data belong to the old system's menus.
    useTags.getState().resetViews();
    queryClient.clear();
    navigate('/home', { replace: true });
    await refreshCurrentUser().catch(() => undefined);
  };

  return { logoutNow, switchTo };
}
