import {
  SELECTED_TYPES,
  type SelectedItem,
  type SelectedType,
  type SelectedUserListBody,
  type UserConditionBody,
  type UserOptionPage,
} from '@platform/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageWindow } from '../../../shared/record-kit/page-of.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import { keywordMatch } from './users.repository.ts';
import {
  findNames,
  findOptions,
  findOrganizationCategories,
  organizationPaths,
  pageOptions,
  selectionCondition,
} from './users-picker.repository.ts';

import { ICONS, pagedOptions } from './users-picker.service.ts';

/*
 * Selections of the pickers: the names of a picked mix of users, organizations, roles, positions and
 * groups (`<id>--<type>`), the users behind it, and the original's user conditions.
 */

/** The original's organization suffixes, read as ours. */
const SUFFIX_ALIASES: Record<string, SelectedType> = { company: 'organize', department: 'organize' };

/** Splits `<id>--<type>` selections (a bare id is a user; --company and --department are organizations). */
function parseSelection(ids: string[]) {
  const selection = Object.fromEntries(SELECTED_TYPES.map((t) => [t, [] as string[]])) as Record<
    SelectedType,
    string[]
  >;
  const parsed = ids.map((raw) => {
    const at = raw.lastIndexOf('--');
    const suffix = at > 0 ? raw.slice(at + 2) : '';
    const named = (SELECTED_TYPES as readonly string[]).includes(suffix)
      ? (suffix as SelectedType)
      : SUFFIX_ALIASES[suffix];
    const type = named ?? 'user';
    const id = named ? raw.slice(0, at) : raw;
    selection[type].push(id);
    return { raw, id, type, isBare: !suffix };
  });
  return { selection, parsed };
}

/**
 * POST /Users/getSelectedList: names of a picked selection, in the order given; unknown ids are left
 * out. `original` (the selection came as `userId`, jnpf-web 3.4.7): items carry the bare id, which its
 * client suffixes with `--type` again, and organizations are typed company or department.
 */
export async function selectedList(
  ctx: AppContext,
  ids: string[],
  original = false,
): Promise<{ list: SelectedItem[] }> {
  const { selection, parsed } = parseSelection(ids);
  const [people, categories, ...named] = await Promise.all([
    selection.user.length > 0 ? findOptions(ctx.db, [inArray(users.id, selection.user)]) : [],
    findOrganizationCategories(ctx.db, selection.organize),
    ...(['organize', 'role', 'position', 'group'] as const).map(async (type) => ({
      type,
      rows: await findNames(ctx.db, type, selection[type]),
    })),
  ]);
  const paths = await organizationPaths(ctx.db, [
    ...selection.organize,
    ...people.flatMap((p) => (p.organizeId ? [p.organizeId] : [])),
  ]);
  const list: SelectedItem[] = [];
  for (const item of parsed) {
    if (item.type === 'user') {
      const person = people.find((p) => p.id === item.id);
      if (person)
        list.push({
          id: original ? item.id : item.raw,
          type: 'user',
          icon: ICONS.user,
          fullName: `${person.realName}/${person.account}`,
          headIcon: avatarUrl(person.headIcon),
          organize: person.organizeId ? (paths.get(person.organizeId) ?? null) : null,
        });
      continue;
    }
    const row = named.find((n) => n.type === item.type)?.rows.find((r) => r.id === item.id);
    if (!row) continue;
    const category = categories.get(row.id) === 'company' ? 'company' : 'department';
    list.push({
      id: original ? item.id : item.raw,
      type: item.type === 'organize' && original ? category : item.type,
      icon: item.type === 'organize' ? ICONS[category] : ICONS[item.type],
      fullName: row.fullName,
      headIcon: null,
      organize: item.type === 'organize' ? (paths.get(row.id) ?? null) : null,
    });
  }
  return { list };
}

/**
 * POST /Users/getSelectedUserList: the enabled users behind a selection, paged. Ours sends `ids` and
 * flat paging; the original `userId` and a `pagination` object (normalised here, flat fields first).
 */
export async function selectedUserList(ctx: AppContext, body: SelectedUserListBody) {
  const { selection } = parseSelection(body.ids ?? body.userId ?? []);
  const page = {
    currentPage: body.currentPage ?? body.pagination?.currentPage ?? 1,
    pageSize: body.pageSize ?? body.pagination?.pageSize ?? 20,
  };
  const where = [selectionCondition(selection), keywordMatch(body.keyword ?? body.pagination?.keyword)];
  return pagedOptions(ctx, await pageOptions(ctx.db, where, pageWindow(page)), page);
}

/** The original's UserConditionModel as a condition on users: direct members of the objects, or the users. */
function conditionOf(body: UserConditionBody) {
  return selectionCondition(
    {
      user: body.userIds ?? [],
      organize: body.departIds ?? [],
      position: body.positionIds ?? [],
      role: body.roleIds ?? [],
      group: body.groupIds ?? [],
    },
    true,
  );
}

/** POST /Users/UserCondition: the enabled users the condition names, paged (the original's pagination). */
export async function usersByCondition(ctx: AppContext, body: UserConditionBody): Promise<UserOptionPage> {
  const page = {
    currentPage: body.pagination?.currentPage ?? 1,
    pageSize: body.pagination?.pageSize ?? 20,
  };
  const where = [conditionOf(body), keywordMatch(body.pagination?.keyword)];
  return pagedOptions(ctx, await pageOptions(ctx.db, where, pageWindow(page)), page);
}

/**
 * POST /Users/getDefaultCurrentValueUserId: a form's "current user" default is the caller only when the
 * condition includes them.
 */
export async function defaultCurrentUser(ctx: AppContext, caller: SessionUser, body: UserConditionBody) {
  const rows = await findOptions(ctx.db, [conditionOf(body), eq(users.id, caller.userId)], 1);
  return { userId: rows.length > 0 ? caller.userId : '' };
}

/**
 * The enabled users behind a picker selection (organizations with their subtrees, roles, positions,
 * groups and users), read through `db` (a transaction when the answer must hold while it writes). An
 * empty selection means every enabled user.
 */
export async function selectedUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const where = ids.length === 0 ? undefined : selectionCondition(parseSelection([...ids]).selection);
  return (await findOptions(db, [where])).map((row) => row.id);
}
