import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

type ConfirmKind = 'delete' | 'disable' | 'enable';

/** What the prompt asks: one of the standard questions, or the page's own text. */
export type ConfirmPrompt = ConfirmKind | { content: string };

/** Seconds the server message stays: 1 s for a state toggle, 1.5 s otherwise. */
const TOGGLE_TOAST_SECONDS = 1;
const TOAST_SECONDS = 1.5;

const PROMPTS: Record<ConfirmKind, 'confirmDelete' | 'confirmDisable' | 'confirmEnable'> = {
  delete: 'confirmDelete',
  disable: 'confirmDisable',
  enable: 'confirmEnable',
};

/**
 * Delete and state toggles ask first (a delete or disable/enable prompt), then run the call and show the server
 * message; `done` refreshes the list. A failed call is shown by the request helper; nothing else runs.
 */
export function useConfirmAction() {
  const { t } = useTranslation('adminKit');
  const { modal, message } = useAppFeedback();
  return (kind: ConfirmPrompt, run: () => Promise<string>, done: () => void) => {
    modal.confirm({
      title: t('confirmTitle'),
      content: typeof kind === 'string' ? t(PROMPTS[kind]) : kind.content,
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { danger: kind === 'delete' },
      onOk: async () => {
        try {
          const msg = await run();
          const isToggle = kind === 'disable' || kind === 'enable';
          message.success({ content: msg, duration: isToggle ? TOGGLE_TOAST_SECONDS : TOAST_SECONDS });
          done();
        } catch {
          // The request helper already showed the server message.
        }
      },
    });
  };
}
