import { envelope } from '../../testing/fetch-stub.ts';

/* Test-only fixtures the permission pages share: organization selector trees (Organize/Tree, SelectorByAuth), listed rows. */

/** A selector node: a company at the top (parent '-1'), a department below; `overrides` for the rest. */
export const orgNode = (
  id: string,
  parentId: string,
  fullName: string,
  children: unknown[] = [],
  overrides: Record<string, unknown> = {},
) => ({
  id,
  parentId,
  fullName,
  enCode: id,
  category: parentId === '-1' ? 'company' : 'department',
  icon: '',
  organize: fullName,
  organizeIds: [id],
  disabled: false,
  hasChildren: children.length > 0,
  children,
  ...overrides,
});

/** 示范公司 (c1) with its 研发部 (d1). */
export const orgTree = envelope({ list: [orgNode('c1', '-1', '示范公司', [orgNode('d1', 'c1', '研发部')])] });

/** The named fields of a listed group, position or role: code `code<id>`, enabled, first, no type or description. */
export const namedRow = (id: string, fullName: string) => ({
  id,
  fullName,
  enCode: `code${id}`,
  type: null,
  description: null,
  sortCode: 0,
  enabledMark: 1,
  creatorTime: 1_767_225_600_000,
});
