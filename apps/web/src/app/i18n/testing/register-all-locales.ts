import { homeLocales } from '../../../modules/home/home-locales.ts';
import { messageLocales } from '../../../modules/message/message-locales.ts';
import { messageRecordLocales } from '../../../modules/message/pages/message-record-locales.ts';
import { smsOutboxLocales } from '../../../modules/message/pages/sms-outbox-locales.ts';
import { profileLocales } from '../../../modules/profile/profile-locales.ts';
import { registerLocales } from '../register-locales.ts';

/**
 * Test-only: component tests render dialogs and forms outside the page or lazy panel that registers
 * their namespace in the app, so the test helpers register every lazily registered namespace.
 */
export function registerAllLocales(): void {
  registerLocales(profileLocales, homeLocales, messageLocales, messageRecordLocales, smsOutboxLocales);
}
