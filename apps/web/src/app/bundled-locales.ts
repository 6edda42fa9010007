import { layoutLocales } from '../layout/layout-locales.ts';
import { oauthLocales } from '../modules/oauth/oauth.locales.ts';
import type { FeatureLocales } from '../platform/i18n/define-locales.ts';
import { routerLocales } from './router/router-locales.ts';

/**
 * The namespaces bundled with the entry besides `common` (which platform/i18n always has): the login
 * screen and the shell need them before any page loads, so the app registers them before it
 * initialises i18n. Every other feature registers its namespace from its own lazy module with
 * registerLocales() (platform/i18n/register-locales.ts), so its strings cost nothing on the first
 * screen. Add only shell-wide namespaces here.
 */
export const bundledLocales: FeatureLocales[] = [routerLocales, oauthLocales, layoutLocales];
