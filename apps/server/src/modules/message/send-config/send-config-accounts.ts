import type { SendConfigAccountQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findAccountsPage } from '../account-config/account-config.repository.ts';

/** The first page of matches is what the picker offers; a keyword narrows it. */
const PICKER_SIZE = 100;

/**
 * GET /SendMessageConfig/AccountSelector: the enabled accounts of one type for the configuration
 * dialog, as names and codes only (no addresses, no secrets), so editing a configuration needs the
 * 发送配置 menu and not the 账号配置 menus too.
 */
export async function pickSendConfigAccounts(ctx: AppContext, query: SendConfigAccountQuery) {
  const { rows } = await findAccountsPage(ctx.db, {
    type: query.type,
    keyword: query.keyword,
    enabledMark: 1,
    offset: 0,
    limit: PICKER_SIZE,
  });
  return { list: rows.map(({ id, fullName, enCode, type }) => ({ id, fullName, enCode, type })) };
}
