import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import {
  anyDataSchemeToSql,
  type CompiledDataScheme,
  compileDataScheme,
  type DataSchemeSource,
  type SchemeTarget,
} from '../../system/module/data-scheme.ts';
import { findOrganizeAndSub, findSchemeUser } from './field-grants.repository.ts';
import { type DataSchemeFilter, dataSchemeFilterFor } from './field-grants.service.ts';

/**
 * The row filter of a list for the user: the granted data schemes of the menu (dataSchemeFilterFor),
 * compiled for this user and mapped through the list's own field → column allowlist. `true` when
 * nothing restricts the user; `false` when the menu has data authorize on and no scheme is granted
 * (deny by default). Add it to the list's WHERE with and(...).
 */
export async function dataSchemeConditionFor(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
  fieldColumns: Record<string, SchemeTarget>,
): Promise<SQL> {
  return dataSchemeConditionOf(ctx, user, await dataSchemeFilterFor(ctx, user, moduleCode), fieldColumns);
}

/** The same for a filter already read (fieldGrantsFor(...).data). */
export async function dataSchemeConditionOf(
  ctx: AppContext,
  user: SessionUser,
  filter: DataSchemeFilter,
  fieldColumns: Record<string, SchemeTarget>,
): Promise<SQL> {
  if (filter.isAll) return sql`true`;
  return anyDataSchemeToSql(await compileGrantedSchemes(ctx, user, filter.schemes), fieldColumns);
}

/** Granted schemes compiled for the user (variables resolved); none means no rows. */
export async function compileGrantedSchemes(
  ctx: AppContext,
  user: SessionUser,
  schemes: readonly DataSchemeSource[],
): Promise<CompiledDataScheme[]> {
  if (schemes.length === 0) return [];
  const who = (await findSchemeUser(ctx.db, user.userId)) ?? {
    userId: user.userId,
    organizeId: null,
    positionId: null,
  };
  const resolvers = { organizeAndSub: (organizeId: string) => findOrganizeAndSub(ctx.db, organizeId) };
  return Promise.all(schemes.map((scheme) => compileDataScheme(scheme, who, resolvers)));
}
