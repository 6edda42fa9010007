import type { MessageListItem } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointKey, endpointQuery } from '../../platform/http/endpoint-query.ts';
import type { ScheduleViewTarget } from '../system/schedule/schedule-view-dialog.tsx';
import { messageOpenAction, opensDialogDirectly } from './open-message.ts';

/**
 * Opening a message from the bell drawer or the message center. Render
 * <MessageDetailDialog messageId={dialogId} onClose={closeDialog} /> and
 * <LazyScheduleViewDialog target={scheduleTarget} onClose={closeSchedule} /> next to the list.
 * `onLeave` runs before navigating away (the drawer closes itself).
 */
export function useOpenMessage(onLeave?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialogId, setDialogId] = useState<string | null>(null);
  const [scheduleTarget, setScheduleTarget] = useState<ScheduleViewTarget | undefined>();

  const open = useCallback(
    async (item: Pick<MessageListItem, 'id' | 'type'>) => {
      if (opensDialogDirectly(item.type)) {
        setDialogId(item.id);
        return;
      }
      // Flow and schedule messages need their body to know where they lead; reading marks them read.
      const info = await queryClient
        .fetchQuery(endpointQuery(messageEndpoints.get, { params: { id: item.id } }))
        .catch(() => null);
      if (!info) return;
      void queryClient.invalidateQueries({ queryKey: endpointKey(messageEndpoints.list) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(messageEndpoints.unreadCount) });
      const action = messageOpenAction(info);
      if (action.kind === 'dialog') setDialogId(item.id);
      else if (action.kind === 'schedule') setScheduleTarget(action.target);
      else if (action.kind === 'navigate') {
        onLeave?.();
        navigate(action.to);
      }
    },
    [queryClient, navigate, onLeave],
  );

  const closeDialog = useCallback(() => setDialogId(null), []);
  const closeSchedule = useCallback(() => setScheduleTarget(undefined), []);
  return { open, dialogId, closeDialog, scheduleTarget, closeSchedule };
}
