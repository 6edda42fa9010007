/** A column or form field resource: [enCode, fullName]. */
export type FieldResource = readonly [string, string];

export interface ResourceProfile {
  /** Table the fields belong to (JNPF bindTable); informative for the authorize screen. */
  readonly table: string;
  readonly columns: readonly FieldResource[];
  readonly forms: readonly FieldResource[];
}

/** A named record (name, code, state, sort, description) with the given extra columns and fields. */
export const named = <
  const C extends readonly FieldResource[] = [],
  const F extends readonly FieldResource[] = [],
>(
  table: string,
  extraColumns?: C,
  extraForms?: F,
) =>
  ({
    table,
    columns: [
      ['fullName', '名称'],
      ['enCode', '编码'],
      ...((extraColumns ?? []) as C),
      ['enabledMark', '状态'],
      ['sortCode', '排序'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['fullName', '名称'],
      ['enCode', '编码'],
      ...((extraForms ?? []) as F),
      ['enabledMark', '状态'],
      ['sortCode', '排序'],
      ['description', '说明'],
    ],
  }) as const;
