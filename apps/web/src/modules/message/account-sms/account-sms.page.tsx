import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountSms (账号配置 › 短信配置). */
export default function AccountSmsPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.sms} />;
}
