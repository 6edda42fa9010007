import {
  ACCOUNT_PATTERN,
  EMAIL_PATTERN,
  formatMessage,
  type ImportRow,
  type Language,
  MOBILE_PATTERN,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { logImport } from '../../../shared/import-log.ts';
import { hashPassword, md5Hex } from '../../../shared/password-hash.ts';
import type { ImportSpec } from '../../file/import-export.service.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import { isInScope, manageableOrganizeIds } from '../organize/organize-scope.service.ts';
import {
  findCodeMaps,
  findExistingAccounts,
  insertUsersWithRelations,
  type NewRelationRow,
  type NewUserRow,
} from './users-import.repository.ts';

/** Template columns of the user import; organizations, positions and roles are named by code. */
export const USER_IMPORT_COLUMNS = [
  { id: 'account', header: '账号' },
  { id: 'realName', header: '姓名' },
  { id: 'gender', header: '性别' },
  { id: 'mobilePhone', header: '手机' },
  { id: 'email', header: '邮箱' },
  { id: 'organizeCode', header: '所属组织编码' },
  { id: 'positionCodes', header: '岗位编码' },
  { id: 'roleCodes', header: '角色编码' },
  { id: 'description', header: '说明' },
] as const;

const GENDERS: Record<string, number> = { 男: 1, 女: 2, 保密: 3 };
const header = (id: (typeof USER_IMPORT_COLUMNS)[number]['id']) =>
  USER_IMPORT_COLUMNS.find((c) => c.id === id)?.header ?? id;
/** Several codes in one cell: separated by commas (half or full width), 、 or semicolons. */
const splitCodes = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean);

interface CheckedRow {
  user: NewUserRow;
  relations: NewRelationRow[];
}

/**
 * The users module's import: each row is checked on its own (required fields, the shared input patterns, account
 * not taken and not repeated in the file, codes that exist, an organization the importer manages);
 * the good rows then go in together in one transaction, each with the default password and the
 * initial-password change pending, exactly like a user created in the dialog.
 */
export function userImportSpec(ctx: AppContext, importer: SessionUser): ImportSpec {
  return {
    title: '用户信息',
    columns: USER_IMPORT_COLUMNS,
    async importRows(rows: ImportRow[], lang: Language) {
      const msg = (key: Parameters<typeof formatMessage>[0], params: Record<string, string> = {}) =>
        formatMessage(key, lang, params);
      const accounts = rows.map((r) => r.account ?? '');
      const [taken, codes, scope, config] = await Promise.all([
        findExistingAccounts(ctx.db, accounts.filter(Boolean)),
        findCodeMaps(ctx.db),
        manageableOrganizeIds(ctx, importer, 'add'),
        getSysConfig(ctx),
      ]);
      const passwordHash = await hashPassword(md5Hex(config.newUserDefaultPassword));
      const seen = new Map<string, number>();
      for (const account of accounts) seen.set(account, (seen.get(account) ?? 0) + 1);

      const errors: (string | null)[] = [];
      const good: CheckedRow[] = [];
      for (const row of rows) {
        const problems: string[] = [];
        const value = (id: (typeof USER_IMPORT_COLUMNS)[number]['id']) => (row[id] ?? '').trim();
        const account = value('account');
        if (!account) problems.push(msg('import.required', { field: header('account') }));
        else if (!ACCOUNT_PATTERN.test(account) || account.length > 50)
          problems.push(msg('import.invalid', { field: header('account') }));
        else if (taken.has(account)) problems.push(msg('usersImport.accountTaken', { account }));
        else if ((seen.get(account) ?? 0) > 1)
          problems.push(msg('import.duplicateInFile', { field: header('account'), value: account }));
        const realName = value('realName');
        if (!realName) problems.push(msg('import.required', { field: header('realName') }));
        else if (realName.length > 50) problems.push(msg('import.invalid', { field: header('realName') }));
        const gender = value('gender');
        if (gender && !(gender in GENDERS)) problems.push(msg('import.invalid', { field: header('gender') }));
        const mobile = value('mobilePhone');
        if (mobile && !MOBILE_PATTERN.test(mobile))
          problems.push(msg('import.invalid', { field: header('mobilePhone') }));
        const email = value('email');
        if (email && (!EMAIL_PATTERN.test(email) || email.length > 254))
          problems.push(msg('import.invalid', { field: header('email') }));
        const organizeCode = value('organizeCode');
        const organizeId = organizeCode ? codes.organizations.get(organizeCode) : undefined;
        if (!organizeCode) problems.push(msg('import.required', { field: header('organizeCode') }));
        else if (!organizeId)
          problems.push(msg('import.notFound', { field: header('organizeCode'), value: organizeCode }));
        else if (!isInScope(scope, organizeId))
          problems.push(msg('usersImport.organizeOutOfScope', { value: organizeCode }));
        const positionIds: string[] = [];
        for (const code of splitCodes(value('positionCodes'))) {
          const position = codes.positions.get(code);
          if (!position)
            problems.push(msg('import.notFound', { field: header('positionCodes'), value: code }));
          else positionIds.push(position.id);
        }
        const roleIds: string[] = [];
        for (const code of splitCodes(value('roleCodes'))) {
          const roleId = codes.roles.get(code);
          if (!roleId) problems.push(msg('import.notFound', { field: header('roleCodes'), value: code }));
          else roleIds.push(roleId);
        }
        const description = value('description');
        if (description.length > 500) problems.push(msg('import.invalid', { field: header('description') }));

        if (problems.length > 0 || !organizeId) {
          errors.push(problems.join('；'));
          continue;
        }
        errors.push(null);
        const userId = newId();
        const relation = (objectType: string, objectId: string): NewRelationRow => ({
          id: newId(),
          userId,
          objectType,
          objectId,
        });
        good.push({
          user: {
            id: userId,
            account,
            realName,
            gender: gender ? GENDERS[gender] : null,
            mobilePhone: mobile || null,
            email: email || null,
            organizeId,
            positionId: positionIds[0] ?? null,
            description: description || null,
            passwordHash,
            changePasswordDate: null,
          },
          relations: [
            relation('Organize', organizeId),
            ...[...new Set(positionIds)].map((id) => relation('Position', id)),
            ...[...new Set(roleIds)].map((id) => relation('Role', id)),
          ],
        });
      }
      await insertUsersWithRelations(
        ctx.db,
        good.map((g) => g.user),
        good.flatMap((g) => g.relations),
      );
      if (good.some((g) => g.relations.length > 1)) await bumpPermissionVersion(ctx);
      logImport(ctx, importer, 'users', {
        created: good.length,
        updated: 0,
        skipped: rows.length - good.length,
        codes: good.map((g) => g.user.account),
      });
      return errors;
    },
  };
}
