import { ACCOUNT_KINDS } from '../account-config/account-config-kinds.ts';
import { AccountConfigList } from '../account-config/account-config-list.tsx';

/** Menu message.accountWeCom (账号配置 › 企业微信). */
export default function AccountWeComPage() {
  return <AccountConfigList kind={ACCOUNT_KINDS.weCom} />;
}
