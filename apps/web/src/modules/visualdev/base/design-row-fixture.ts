import type { VisualDevRow } from '@platform/contracts';

/**
 * Test-only: a row of the 功能设计 list — a web form of 办公功能 without a flow, never released, made by
 * the administrator — with these changes.
 */
export const designRow = (
  id: string,
  fullName: string,
  overrides: Partial<VisualDevRow> = {},
): VisualDevRow => ({
  id,
  fullName,
  enCode: `code${id}`,
  category: '办公功能',
  categoryId: 'c-office',
  type: 1,
  webType: 2,
  state: 0,
  isRelease: 0,
  pcIsRelease: 0,
  appIsRelease: 0,
  enableFlow: 0,
  enabledMark: 1,
  hasPackage: false,
  sortCode: 0,
  creatorTime: 1_767_225_600_000,
  creatorUser: '管理员/admin',
  creatorUserId: 'u1',
  lastModifyTime: null,
  lastModifyUser: '',
  lastModifyUserId: null,
  ...overrides,
});
