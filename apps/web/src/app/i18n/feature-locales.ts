import { layoutLocales } from '../../layout/layout-locales.ts';
import { oauthLocales } from '../../modules/oauth/oauth-locales.ts';
import { routerLocales } from '../router/router-locales.ts';
import { commonLocales } from './common-locales.ts';
import type { FeatureLocales } from './define-locales.ts';

/**
 * The namespaces bundled with the entry: the login screen and the shell need them before any page
 * loads. Every other feature registers its namespace from its own lazy module with registerLocales()
 * (register-locales.ts), so its strings cost nothing on the first screen. Add only shell-wide
 * namespaces here.
 */
export const featureLocales: FeatureLocales[] = [commonLocales, routerLocales, oauthLocales, layoutLocales];
