import { describe, expect, it } from 'vitest';
import type { InterfaceParameter } from './sql-parameters.ts';
import { refusalOf } from './sql-refusal-testing.ts';
import { bindInterfaceSql } from './sql-template.ts';

const params = (definitions: InterfaceParameter[], values: Record<string, unknown> = {}) => ({
  definitions,
  values,
});
const none = params([]);

describe('bindInterfaceSql', () => {
  it('binds {field} as typed placeholders and never pastes the value', () => {
    const evil = "x' OR '1'='1";
    const bound = bindInterfaceSql(
      'SELECT * FROM t WHERE name = {name} AND id > {id} AND note <> {name}',
      params(
        [
          { field: 'name', dataType: 'varchar' },
          { field: 'id', dataType: 'int' },
        ],
        { name: evil, id: 5 },
      ),
      {},
      'postgres',
    );
    expect(bound.text).toBe('SELECT * FROM t WHERE name = $1::text AND id > $2::bigint AND note <> $1::text');
    expect(bound.values).toEqual([evil, '5']);
  });

  it('binds each use separately on mysql', () => {
    const bound = bindInterfaceSql(
      'SELECT * FROM t WHERE a = {v} OR b = {v}',
      params([{ field: 'v', dataType: 'varchar' }], { v: 'q' }),
      {},
      'mysql',
    );
    expect(bound).toEqual({ text: 'SELECT * FROM t WHERE a = ? OR b = ?', values: ['q', 'q'] });
  });

  it('leaves placeholders inside strings, identifiers, comments and dollar quotes alone', () => {
    const sql = `SELECT '{v}', "{v}", $$ @user {v} $$ /* {v} @user */ -- {v}
FROM t WHERE a = {v}`;
    const bound = bindInterfaceSql(
      sql,
      params([{ field: 'v', dataType: 'varchar' }], { v: 1 }),
      {},
      'postgres',
    );
    expect(bound.text).toBe(sql.replace('a = {v}', 'a = $1::text'));
    expect(bound.values).toEqual(['1']);
  });

  it('uses defaults, refuses a missing required value and values of the wrong type', () => {
    const definitions: InterfaceParameter[] = [
      { field: 'n', fieldName: '数量', dataType: 'int', required: 1 },
      { field: 'd', dataType: 'decimal', defaultValue: '1.50' },
      { field: 'at', dataType: 'datetime' },
    ];
    const sql = 'SELECT {n}, {d}, {at}';
    expect(refusalOf(() => bindInterfaceSql(sql, params(definitions), {}, 'postgres'))).toBe(
      'dataInterfaceSql.paramRequired',
    );
    expect(
      refusalOf(() => bindInterfaceSql(sql, params(definitions, { n: '1; DROP' }), {}, 'postgres')),
    ).toBe('dataInterfaceSql.paramInvalid');
    const bound = bindInterfaceSql(sql, params(definitions, { n: '7', at: 0 }), {}, 'postgres');
    expect(bound.values).toEqual(['7', '1.50', new Date(0)]);
    expect(bound.text).toBe('SELECT $1::bigint, $2::numeric, $3::timestamptz');
  });

  it('refuses an undeclared {field}, an unknown {@variable} and hand-written placeholders', () => {
    expect(refusalOf(() => bindInterfaceSql('SELECT {x}', none, {}, 'postgres'))).toBe(
      'dataInterfaceSql.paramUndeclared',
    );
    expect(refusalOf(() => bindInterfaceSql('SELECT {@x}', none, {}, 'postgres'))).toBe(
      'dataInterfaceSql.variableUnknown',
    );
    expect(refusalOf(() => bindInterfaceSql('SELECT $1', none, {}, 'postgres'))).toBe(
      'dataInterfaceSql.handWrittenPlaceholder',
    );
    expect(refusalOf(() => bindInterfaceSql('SELECT ?', none, {}, 'mysql'))).toBe(
      'dataInterfaceSql.handWrittenPlaceholder',
    );
  });

  it('binds interface variables and system variables, lists as one array on postgres', () => {
    const context = {
      variables: { region: "east'" },
      system: { user: 'u1', currentOrganizationAndSuborganization: ['o1', 'o2'], keyword: 'k' },
    };
    const sql =
      "SELECT * FROM t WHERE r = {@region} AND u = @user AND o IN ( @currentOrganizationAndSuborganization ) AND x NOT IN (@currentOrganizationAndSuborganization) AND n LIKE concat('%', @keyword, '%') AND a @> b";
    const pg = bindInterfaceSql(sql, none, context, 'postgres');
    expect(pg.text).toBe(
      "SELECT * FROM t WHERE r = $1::text AND u = $2::text AND o = ANY($3::text[]) AND x <> ALL($3::text[]) AND n LIKE concat('%', $4::text, '%') AND a @> b",
    );
    expect(pg.values).toEqual(["east'", 'u1', ['o1', 'o2'], 'k']);
    const my = bindInterfaceSql(sql, none, context, 'mysql');
    expect(my.text).toContain('o IN (?, ?) AND x NOT IN (?, ?)');
    expect(my.values).toEqual(["east'", 'u1', 'o1', 'o2', 'o1', 'o2', 'k']);
  });

  it('writes @showKey as a quoted identifier and refuses anything but a plain name', () => {
    const sql = 'SELECT name FROM t WHERE @showKey = @showValue';
    const bound = bindInterfaceSql(sql, none, { system: { showKey: 'f_id', showValue: 9 } }, 'postgres');
    expect(bound).toEqual({ text: 'SELECT name FROM t WHERE "f_id" = $1::text', values: [9] });
    expect(
      refusalOf(() =>
        bindInterfaceSql(sql, none, { system: { showKey: 'id = id OR 1', showValue: 1 } }, 'postgres'),
      ),
    ).toBe('dataInterfaceSql.showKeyInvalid');
  });
});
