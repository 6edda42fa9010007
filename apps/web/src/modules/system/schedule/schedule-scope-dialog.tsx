import { Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';

/** Which occurrences of a repeating schedule a change applies to: 1 this one, 2 and the following, 3 all. */
export type ScheduleScope = '1' | '2' | '3';

interface ScheduleScopeDialogProps {
  open: boolean;
  title: string;
  text: string;
  scopes: readonly ScheduleScope[];
  isBusy?: boolean;
  onCancel: () => void;
  onConfirm: (scope: ScheduleScope) => void;
}

/** The scope choice of a repeating schedule; confirming without a choice says 请选择日程. */
export function ScheduleScopeDialog({
  open,
  title,
  text,
  scopes,
  isBusy,
  onCancel,
  onConfirm,
}: ScheduleScopeDialogProps) {
  const { t } = useTranslation(['schedule', 'common']);
  const { message } = useAppFeedback();
  const [scope, setScope] = useState<ScheduleScope | undefined>();
  useEffect(() => {
    if (open) setScope(undefined);
  }, [open]);
  const confirm = () => {
    if (!scope) {
      void message.warning(t('scopeRequired'));
      return;
    }
    onConfirm(scope);
  };
  return (
    <Modal
      open={open}
      title={title}
      width={380}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      confirmLoading={isBusy}
      destroyOnHidden
    >
      <div data-testid="schedule-scope-dialog">
        <p>{text}</p>
        <Radio.Group value={scope} onChange={(event) => setScope(event.target.value as ScheduleScope)}>
          <Space direction="vertical">
            {scopes.map((value) => (
              <Radio key={value} value={value}>
                {t(`scopes.${value}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
    </Modal>
  );
}
