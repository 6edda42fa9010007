import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountDingTalk (账号配置 › 钉钉配置). */
export default function AccountDingTalkPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.dingTalk} />;
}
