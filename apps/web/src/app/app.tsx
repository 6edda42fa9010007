import './global.css';
import { initI18n } from '../platform/i18n/index.ts';
import { registerLocales } from '../platform/i18n/register-locales.ts';
import { reloadOnLanguageChange } from '../platform/session/language-reload.ts';
import { installSessionBridge } from '../platform/session/session-bridge.ts';
import { bundledLocales } from './bundled-locales.ts';
import { Providers, queryClient } from './providers.tsx';
import { AppRouter } from './router/app-router.tsx';

registerLocales(...bundledLocales);
initI18n();
installSessionBridge();
reloadOnLanguageChange(queryClient);

export function App() {
  return (
    <Providers>
      <AppRouter />
    </Providers>
  );
}
