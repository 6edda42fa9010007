import { describe, expect, it } from 'vitest';
import { type ColumnSpec, columnOfBody, isWidening } from './column-spec.ts';
import { mysqlModel } from './mysql-model.ts';
import { postgresModel } from './postgres-model.ts';

const column = (type: string, length: number | null = null, scale: number | null = null): ColumnSpec => ({
  name: 'c',
  type,
  length,
  scale,
  isNullable: true,
  isPrimaryKey: false,
  isIdentity: false,
  defaultValue: null,
  comment: null,
});

describe('column types', () => {
  it('lets a filled column change only to a type that holds every value', () => {
    expect(isWidening(column('varchar', 50), column('varchar', 80))).toBe(true);
    expect(isWidening(column('varchar', 50), column('varchar', 20))).toBe(false);
    expect(isWidening(column('int'), column('bigint'))).toBe(true);
    expect(isWidening(column('bigint'), column('int'))).toBe(false);
    expect(isWidening(column('decimal', 10, 2), column('decimal', 12, 4))).toBe(true);
    expect(isWidening(column('decimal', 10, 2), column('decimal', 10, 4))).toBe(false);
    expect(isWidening(column('int'), column('decimal', 12, 2))).toBe(true);
    expect(isWidening(column('datetime'), column('text'))).toBe(true);
    expect(isWidening(column('text'), column('varchar', 4000))).toBe(false);
    expect(isWidening(column('date'), column('datetime'))).toBe(true);
    expect(isWidening(column('uuid'), column('text'))).toBe(false);
  });

  it('reads lengths and checks defaults against the type', () => {
    const body = {
      field: 'c',
      dataType: 'decimal',
      dataLength: '10, 2',
      allowNull: 1 as const,
      defaults: '3.5',
    };
    expect(columnOfBody(body, undefined)).toMatchObject({
      type: 'decimal',
      length: 10,
      scale: 2,
      defaultValue: '3.5',
    });
    expect(columnOfBody({ ...body, dataType: 'varchar', dataLength: '默认' }, undefined).length).toBe(50);
    expect(() => columnOfBody({ ...body, dataType: 'int', defaults: '1 OR 1=1' }, undefined)).toThrow();
    expect(() => columnOfBody({ ...body, dataType: 'text', defaults: 'x' }, undefined)).toThrow();
    expect(() =>
      columnOfBody({ ...body, dataType: 'varchar', dataLength: '3', defaults: 'abcd' }, undefined),
    ).toThrow();
  });
});

describe('literals and names in DDL', () => {
  it('cannot be ended by what they hold', () => {
    expect(postgresModel.literal("a'; DROP TABLE x; --")).toBe("'a''; DROP TABLE x; --'");
    expect(mysqlModel.literal("a\\'; DROP")).toBe("'a\\\\''; DROP'");
    expect(postgresModel.quote('a"b')).toBe('"a""b"');
    expect(mysqlModel.quote('a`b')).toBe('`a``b`');
  });
});
