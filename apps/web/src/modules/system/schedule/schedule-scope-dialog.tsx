import { Modal, Radio, Space } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
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

/**
 * The scope choice of a repeating schedule. It opens with the first scope chosen and focused (as the
 * original, which preselects 此日程): the arrow keys move the choice, Enter confirms, Escape cancels.
 * Confirming without a choice says 请选择日程.
 */
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
  const [scope, setScope] = useState<ScheduleScope | undefined>(scopes[0]);
  const first = scopes[0];
  const textId = useId();
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) setScope(first);
  }, [open, first]);
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
      afterOpenChange={(isOpen) => {
        if (isOpen) choices.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
      }}
    >
      <div
        ref={choices}
        data-testid="schedule-scope-dialog"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || isBusy) return;
          event.preventDefault();
          confirm();
        }}
      >
        <p id={textId}>{text}</p>
        <Radio.Group
          value={scope}
          aria-labelledby={textId}
          onChange={(event) => setScope(event.target.value as ScheduleScope)}
        >
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
