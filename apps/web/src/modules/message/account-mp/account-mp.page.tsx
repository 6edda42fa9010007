import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountMp (账号配置 › 公众号). */
export default function AccountMpPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.mp} />;
}
