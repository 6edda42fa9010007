import { named, type ResourceProfile } from './resource-profile.ts';

/** Column and form resources of the permission pages (users, organizations, positions, roles, groups). */
export const PERMISSION_RESOURCE_PROFILES = {
  user: {
    table: 'users',
    columns: [
      ['account', '账号'],
      ['realName', '姓名'],
      ['gender', '性别'],
      ['mobilePhone', '手机'],
      ['organizeName', '所属组织'],
      ['positionName', '岗位'],
      ['enabledMark', '状态'],
      ['creatorTime', '创建时间'],
    ],
    forms: [
      ['account', '账号'],
      ['realName', '姓名'],
      ['gender', '性别'],
      ['mobilePhone', '手机'],
      ['email', '邮箱'],
      ['organizeId', '所属组织'],
      ['positionId', '岗位'],
      ['roleId', '角色'],
      ['managerId', '直属主管'],
      ['description', '说明'],
    ],
  },
  organize: named(
    'organizations',
    [['managerName', '负责人']],
    [
      ['parentId', '上级组织'],
      ['managerId', '负责人'],
    ],
  ),
  position: named(
    'positions',
    [
      ['organizeName', '所属组织'],
      ['type', '岗位类型'],
    ],
    [
      ['organizeId', '所属组织'],
      ['type', '岗位类型'],
    ],
  ),
  role: named(
    'roles',
    [
      ['type', '角色类型'],
      ['globalMark', '全局角色'],
    ],
    [
      ['type', '角色类型'],
      ['organizeIds', '所属组织'],
    ],
  ),
  group: named('groups', [['type', '分组类型']], [['type', '分组类型']]),
} as const satisfies Record<string, ResourceProfile>;
