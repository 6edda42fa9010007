import { bundledLocales } from '../app/bundled-locales.ts';
import { homeLocales } from '../modules/home/home/home.locales.ts';
import { messageLocales } from '../modules/message/message.locales.ts';
import { messageRecordLocales } from '../modules/message/message-record/message-record.locales.ts';
import { smsOutboxLocales } from '../modules/message/sms-outbox/sms-outbox.locales.ts';
import { profileLocales } from '../modules/profile/profile.locales.ts';
import { registerLocales } from '../platform/i18n/register-locales.ts';

/**
 * Test-only: component tests render without the app's bootstrap and dialogs and forms outside the
 * page or lazy panel that registers their namespace in the app, so the test helpers register the
 * namespaces the app bundles (app/bundled-locales.ts) and every lazily registered one.
 */
export function registerAllLocales(): void {
  registerLocales(
    ...bundledLocales,
    profileLocales,
    homeLocales,
    messageLocales,
    messageRecordLocales,
    smsOutboxLocales,
  );
}
