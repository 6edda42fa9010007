import { ConfigProvider, message, notification } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { createLazyModalApi } from './lazy-modal-api.ts';
import { setToastSink } from './toast.ts';

const ModalHost = lazy(() => import('./modal-host.tsx').then((m) => ({ default: m.ModalHost })));

/**
 * antd's <App> without Modal up front. <App> gives App.useApp() its message, notification and modal
 * APIs, but mounts a modal holder at once, so Modal, rc-dialog and Skeleton (~8 KB gzip) ride in
 * the first screen although no dialog shows there. This provider fills the same
 * AppContext (App.useApp() works unchanged) with the same root element and class names; the modal
 * API loads antd Modal on its first call.
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [hasModalHost, setHasModalHost] = useState(false);
  const [lazyModal] = useState(() => createLazyModalApi(() => setHasModalHost(true)));
  const value = useMemo(
    () => ({ message: messageApi, notification: notificationApi, modal: lazyModal.api }),
    [messageApi, notificationApi, lazyModal],
  );
  useEffect(() => {
    setToastSink((kind, content, seconds) => messageApi[kind]({ content, duration: seconds }));
    return () => setToastSink(undefined);
  }, [messageApi]);

  return (
    <AppContext.Provider value={value}>
      <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>
        {hasModalHost && (
          <Suspense fallback={null}>
            <ModalHost onReady={lazyModal.ready} />
          </Suspense>
        )}
        {messageHolder}
        {notificationHolder}
        {children}
      </div>
    </AppContext.Provider>
  );
}
