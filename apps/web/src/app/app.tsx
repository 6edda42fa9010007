import { initI18n } from './i18n/index.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router/app-router.tsx';
import { installSessionBridge } from './session/session-bridge.ts';

initI18n();
installSessionBridge();

export function App() {
  return (
    <Providers>
      <AppRouter />
    </Providers>
  );
}
