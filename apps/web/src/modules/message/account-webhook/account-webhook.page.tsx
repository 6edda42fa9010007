import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountWebhook (账号配置 › Webhook). */
export default function AccountWebhookPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.webhook} />;
}
