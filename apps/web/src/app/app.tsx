import { initI18n } from '../platform/i18n/index.ts';
import { registerLocales } from '../platform/i18n/register-locales.ts';
import { installSessionBridge } from '../platform/session/session-bridge.ts';
import { bundledLocales } from './bundled-locales.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router/app-router.tsx';

registerLocales(...bundledLocales);
initI18n();
installSessionBridge();

export function App() {
  return (
    <Providers>
      <AppRouter />
    </Providers>
  );
}
