import { type SQL, sql } from 'drizzle-orm';
import type { TypedConditions } from './online-dev-query.ts';
import type { BoundColumn } from './online-dev-table-binding.ts';
import type { TableDialect } from './online-dev-table-dialect.ts';

/*
 * The list's conditions over a bound table's own column types, so that the table's indexes serve them
 * (a btree for equality and ranges, a trigram index for "contains"). Each is the same test as the generic
 * one over `to_jsonb(column)` and `column::text` (online-dev-query.ts), stated so the planner can use an
 * index; a case it cannot state as exactly is left to the generic condition (undefined).
 */

const TEXT_TYPES = new Set(['varchar', 'text']);
const NUMBER_TYPES = new Set(['int', 'bigint', 'decimal']);
const TIME_TYPES = new Set(['datetime', 'date']);
/** Every character the text of a number or a time can hold (digits, signs, `NaN`, `infinity`, `BC`). */
const NUMBER_OR_TIME_TEXT = /^[0-9A-Za-z .:+-]*$/;

/** LIKE's wildcards and its escape character, escaped (the default escape is the backslash). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Column = (name: string) => { bound: BoundColumn; ref: SQL } | undefined;

export function tableConditions(column: Column, dialect: TableDialect): TypedConditions {
  return {
    equals(name, item) {
      const target = column(name);
      if (!target) return undefined;
      const isScalar = typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
      // A text column's JSON is a string: only its text can equal the item's.
      if (TEXT_TYPES.has(target.bound.type) && isScalar) return sql`${target.ref} = ${String(item)}`;
      // A number column's JSON is that number (NaN and infinities never equal a finite item).
      if (NUMBER_TYPES.has(target.bound.type) && typeof item === 'number' && Number.isFinite(item))
        return sql`${target.ref} = ${item}`;
      return undefined;
    },
    contains(name, part) {
      const target = column(name);
      if (!target) return undefined;
      const { type } = target.bound;
      if (TEXT_TYPES.has(type)) return sql`${target.ref} like ${`%${likeLiteral(part)}%`}`;
      // The text of a number or a time cannot hold any other character.
      if ((NUMBER_TYPES.has(type) || TIME_TYPES.has(type)) && !NUMBER_OR_TIME_TEXT.test(part))
        return sql`false`;
      return undefined;
    },
    between(name, from, to) {
      const target = column(name);
      if (!target || !NUMBER_TYPES.has(target.bound.type)) return undefined;
      const parts = [
        from === undefined ? undefined : sql`${target.ref} >= ${from}`,
        to === undefined ? undefined : sql`${target.ref} <= ${to}`,
      ].filter((part): part is SQL => part !== undefined);
      if (parts.length === 0) return undefined;
      // A value that is no JSON number (PostgreSQL's NaN and infinities): the generic range leaves it out.
      const finite = target.bound.type === 'decimal' ? dialect.finite(target.ref) : undefined;
      if (finite) parts.push(finite);
      return sql.join(parts, sql` and `);
    },
  };
}
