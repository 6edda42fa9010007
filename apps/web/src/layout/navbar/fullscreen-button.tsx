import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { TooltipIconButton } from './tooltip-icon-button.tsx';

export function FullscreenButton() {
  const { t } = useTranslation('layout');
  const { message } = useAppFeedback();
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      message.warning(t('fullscreenUnsupported'));
      return;
    }
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() => message.warning(t('fullscreenUnsupported')));
  };
  const label = isFull ? t('exitFullscreen') : t('fullscreen');
  return (
    <TooltipIconButton label={label} onClick={toggle} data-testid="fullscreen-button">
      {isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </TooltipIconButton>
  );
}
