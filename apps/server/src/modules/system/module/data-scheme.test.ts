import { integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import {
  anyDataSchemeToSql,
  compileDataScheme,
  type DataSchemeUser,
  dataSchemeToSql,
} from './data-scheme.ts';

const records = pgTable('records', {
  id: text('id').primaryKey(),
  creatorUserId: text('creator_user_id'),
  organizeId: text('organize_id'),
  title: text('title'),
  amount: integer('amount'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }),
});
const FIELDS = {
  creatorUserId: records.creatorUserId,
  organizeId: records.organizeId,
  title: records.title,
  amount: records.amount,
  createdAt: records.createdAt,
};

const dialect = new PgDialect();
const render = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(condition);

const user: DataSchemeUser = { userId: 'u1', organizeId: 'o1', positionId: null };
const resolvers = { organizeAndSub: vi.fn(async (id: string) => [id, `${id}-child`]) };

const scheme = (conditions: unknown, matchLogic = 'and', allData = 0) => ({
  conditionJson: JSON.stringify(conditions),
  matchLogic,
  allData,
});

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    if (err instanceof AppError) return err.messageKey;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('compileDataScheme', () => {
  it('resolves the user variables into values and keeps literals as they are', async () => {
    const compiled = await compileDataScheme(
      scheme([
        { field: 'creatorUserId', op: '==', value: '@userId' },
        { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
        { field: 'amount', op: '>', value: 10 },
        { field: 'title', op: 'in', value: ['a', 'b'] },
      ]),
      user,
      resolvers,
    );
    expect(compiled).toEqual({
      isAll: false,
      matchLogic: 'and',
      conditions: [
        { field: 'creatorUserId', op: '==', values: ['u1'] },
        { field: 'organizeId', op: 'in', values: ['o1', 'o1-child'] },
        { field: 'amount', op: '>', values: [10] },
        { field: 'title', op: 'in', values: ['a', 'b'] },
      ],
    });
    expect(resolvers.organizeAndSub).toHaveBeenCalledWith('o1');
  });

  it('gives no values for a variable the user lacks (no position), and all rows for allData', async () => {
    const compiled = await compileDataScheme(
      scheme([{ field: 'organizeId', op: '==', value: '@positionId' }], 'or'),
      user,
      resolvers,
    );
    expect(compiled).toEqual({
      isAll: false,
      matchLogic: 'or',
      conditions: [{ field: 'organizeId', op: '==', values: [] }],
    });
    expect(await compileDataScheme(scheme([], 'and', 1), user, resolvers)).toEqual({ isAll: true });
  });

  it('refuses stored conditions that are not the allowed shape instead of dropping the filter', async () => {
    expect(
      await refusal(compileDataScheme({ conditionJson: 'nope', matchLogic: 'and' }, user, resolvers)),
    ).toBe('dataScheme.invalidConditions');
    for (const bad of [
      [{ field: 'a', op: 'between', value: 1 }],
      [{ field: 'a', op: '==', value: '@password' }],
      [{ field: 'a; drop table x', op: '==', value: 1 }],
      [{ field: 'a', op: '==', value: 1, sql: 'true' }],
      [{ field: 'a', op: 'like', value: '@userId' }],
      [{ field: 'a', op: '==', value: ['x', 'y'] }],
    ]) {
      expect(await refusal(compileDataScheme(scheme(bad), user, resolvers))).toBe(
        'dataScheme.invalidConditions',
      );
    }
    expect(await refusal(compileDataScheme(scheme([]), user, resolvers))).toBe(
      'dataScheme.conditionsRequired',
    );
  });
});

describe('dataSchemeToSql', () => {
  it('builds bound conditions over the allowlisted columns, joined by the match logic', () => {
    const query = render(
      dataSchemeToSql(
        {
          isAll: false,
          matchLogic: 'or',
          conditions: [
            { field: 'creatorUserId', op: '==', values: ['u1'] },
            { field: 'organizeId', op: 'in', values: ['o1', 'o2'] },
            { field: 'title', op: 'like', values: ["50%'; --"] },
          ],
        },
        FIELDS,
      ),
    );
    expect(query.sql).toBe(
      '("records"."creator_user_id" = $1 or "records"."organize_id" in ($2, $3) or "records"."title" ilike $4)',
    );
    expect(query.params).toEqual(['u1', 'o1', 'o2', "%50\\%'; --%"]);
  });

  it('treats != as "not one of" including empty cells, and converts numbers and epoch ms', () => {
    const query = render(
      dataSchemeToSql(
        {
          isAll: false,
          matchLogic: 'and',
          conditions: [
            { field: 'organizeId', op: '!=', values: ['o1'] },
            { field: 'amount', op: '<', values: ['20'] },
            { field: 'createdAt', op: '>', values: [0] },
          ],
        },
        FIELDS,
      ),
    );
    expect(query.sql).toBe(
      '(("records"."organize_id" is null or "records"."organize_id" <> $1) and "records"."amount" < $2 and "records"."created_at" > $3)',
    );
    expect(query.params).toEqual(['o1', 20, '1970-01-01T00:00:00.000Z']);
  });

  it('matches nothing for == / in without values and everything for != without values', () => {
    const none = render(
      dataSchemeToSql(
        { isAll: false, matchLogic: 'and', conditions: [{ field: 'organizeId', op: 'in', values: [] }] },
        FIELDS,
      ),
    );
    expect(none.sql).toBe('false');
    const any = render(
      dataSchemeToSql(
        { isAll: false, matchLogic: 'and', conditions: [{ field: 'organizeId', op: '!=', values: [] }] },
        FIELDS,
      ),
    );
    expect(any.sql).toBe('true');
  });

  it('refuses a field outside the allowlist, inherited keys included, and values of the wrong kind', async () => {
    for (const field of ['password', 'constructor', 'toString']) {
      expect(
        await refusal(() =>
          dataSchemeToSql(
            { isAll: false, matchLogic: 'and', conditions: [{ field, op: '==', values: ['x'] }] },
            FIELDS,
          ),
        ),
      ).toBe('dataScheme.unknownField');
    }
    expect(
      await refusal(() =>
        dataSchemeToSql(
          { isAll: false, matchLogic: 'and', conditions: [{ field: 'amount', op: '>', values: ['ten'] }] },
          FIELDS,
        ),
      ),
    ).toBe('dataScheme.invalidValue');
  });

  it('combines several granted schemes with OR; one allData scheme opens everything', () => {
    const mine = {
      isAll: false as const,
      matchLogic: 'and' as const,
      conditions: [{ field: 'creatorUserId', op: '==' as const, values: ['u1'] }],
    };
    const query = render(anyDataSchemeToSql([mine, mine], FIELDS));
    expect(query.sql).toBe('("records"."creator_user_id" = $1 or "records"."creator_user_id" = $2)');
    expect(query.params).toEqual(['u1', 'u1']);
    expect(render(anyDataSchemeToSql([mine, { isAll: true }], FIELDS)).sql).toBe('true');
    expect(render(anyDataSchemeToSql([], FIELDS)).sql).toBe('false');
  });
});
