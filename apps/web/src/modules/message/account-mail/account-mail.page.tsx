import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountMail (账号配置 › 邮箱配置). */
export default function AccountMailPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.mail} />;
}
