import { scheduleEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { type ScheduleScope, ScheduleScopeDialog } from './schedule-scope-dialog.tsx';

export interface ScheduleViewTarget {
  id?: string;
  groupId?: string;
}

interface ScheduleViewDialogProps {
  target: ScheduleViewTarget | undefined;
  /** The calendar offers delete (a participant leaves); a message's link only shows the entry. */
  canRemove: boolean;
  onClose: () => void;
  /** Opens the edit form (offered to the creator). */
  onEdit?: (id: string) => void;
  onChanged: () => void;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * 查看日程: category, urgency, title, content, start, end, creator and participants. Deleting a
 * single entry asks first and removes it (scope 3); a repeating one asks for the scope.
 */
export function ScheduleViewDialog({
  target,
  canRemove,
  onClose,
  onEdit,
  onChanged,
}: ScheduleViewDialogProps) {
  const { t } = useTranslation(['schedule', 'common']);
  const { modal, message } = useAppFeedback();
  const [isScopeOpen, setScopeOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const detail = useQuery({
    ...endpointQuery(scheduleEndpoints.detail, {
      query: { groupId: target?.groupId ?? '', id: target?.id ?? '' },
    }),
    enabled: Boolean(target),
  });
  const data = detail.data;

  const remove = async (scope: ScheduleScope) => {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await callWithMessage(scheduleEndpoints.remove, {
        params: { id: data.id, type: scope },
      });
      void message.success({ content: answer.msg, duration: 1.5 });
      setScopeOpen(false);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const askRemove = () => {
    if (!data) return;
    if (data.repetition !== 1) {
      setScopeOpen(true);
      return;
    }
    modal.confirm({
      title: t('removeConfirmTitle'),
      content: t('removeConfirm'),
      type: 'warning',
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: () => remove('3'),
    });
  };

  const footer = [
    canRemove && data ? (
      <Button key="remove" danger onClick={askRemove}>
        {t('remove')}
      </Button>
    ) : null,
    data?.isCreator && onEdit ? (
      <Button key="edit" onClick={() => onEdit(data.id)}>
        {t('edit')}
      </Button>
    ) : null,
    <Button key="cancel" onClick={onClose}>
      {t('common:cancel')}
    </Button>,
  ];
  // The scope dialog is no child of the modal: a closed antd modal stops rendering its children, which
  // would leave the scope dialog open when both close at once.
  return (
    <>
      <Modal
        open={Boolean(target) && Boolean(data)}
        title={t('viewTitle')}
        width={600}
        onCancel={onClose}
        footer={footer}
      >
        {data ? (
          <Descriptions column={1} data-testid="schedule-view-dialog" labelStyle={{ width: 100 }}>
            <Descriptions.Item label={t('field.type')}>{data.type}</Descriptions.Item>
            <Descriptions.Item label={t('field.urgent')}>{data.urgent}</Descriptions.Item>
            <Descriptions.Item label={t('field.title')}>{data.title}</Descriptions.Item>
            <Descriptions.Item label={t('field.content')}>{data.content}</Descriptions.Item>
            <Descriptions.Item label={t('field.startDay')}>
              {dayjs(data.startDay).format(TIME_FORMAT)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.endDay')}>
              {dayjs(data.endDay).format(TIME_FORMAT)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.creator')}>{data.creatorUserId}</Descriptions.Item>
            <Descriptions.Item label={t('field.toUserIds')}>{data.toUserIds}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
      <ScheduleScopeDialog
        open={isScopeOpen}
        title={t('removeScopeTitle')}
        text={t('removeScopeText')}
        scopes={['1', '2', '3']}
        isBusy={isBusy}
        onCancel={() => setScopeOpen(false)}
        onConfirm={(scope) => void remove(scope)}
      />
    </>
  );
}
