import { randomBytes } from 'node:crypto';
import { newId } from '../../shared/ids.ts';
import { hashPassword, md5Hex } from '../../shared/password-hash.ts';
import type { Tx } from '../client.ts';
import {
  groups,
  organizations,
  passwordHistory,
  positions,
  roles,
  userRelations,
  users,
} from '../schema/index.ts';

const DEPARTMENTS = {
  office: '综合办公室',
  rnd: '技术研发部',
  market: '市场服务部',
  finance: '财务部',
} as const;
type DepartmentKey = keyof typeof DEPARTMENTS;

const POSITIONS = {
  generalManager: { name: '总经理', department: 'office' },
  officeClerk: { name: '行政专员', department: 'office' },
  rndManager: { name: '研发经理', department: 'rnd' },
  rndEngineer: { name: '研发工程师', department: 'rnd' },
  marketSpecialist: { name: '市场专员', department: 'market' },
  accountant: { name: '会计', department: 'finance' },
} as const satisfies Record<string, { name: string; department: DepartmentKey }>;
type PositionKey = keyof typeof POSITIONS;

export const DEMO_ROLES = {
  platformOperator: '平台运营',
  employee: '普通员工',
  auditor: '安全审计员',
} as const;
export type DemoRoleKey = keyof typeof DEMO_ROLES;

export const DEMO_GROUPS = { projectGroup: '项目协作组', expertGroup: '转型专家组' } as const;
export type DemoGroupKey = keyof typeof DEMO_GROUPS;

interface DemoUser {
  account: string;
  realName: string;
  gender: 1 | 2;
  mobile: string;
  department: DepartmentKey;
  position: PositionKey;
  role: DemoRoleKey;
  groups: DemoGroupKey[];
  managerAccount?: string;
}

/**
 * Demo staff. zhaoliu and sunqi share a phone number on purpose: it shows the `mobile@account`
 * sub-account rule of SMS login. Their passwords are random and known to nobody.
 */
export const DEMO_USERS: DemoUser[] = [
  {
    account: 'lisi',
    realName: '李四',
    gender: 1,
    mobile: '13800000002',
    department: 'rnd',
    position: 'rndManager',
    role: 'employee',
    groups: ['projectGroup', 'expertGroup'],
  },
  {
    account: 'zhangsan',
    realName: '张三',
    gender: 1,
    mobile: '13800000001',
    department: 'rnd',
    position: 'rndEngineer',
    role: 'employee',
    groups: ['projectGroup'],
    managerAccount: 'lisi',
  },
  {
    account: 'wangwu',
    realName: '王五',
    gender: 2,
    mobile: '13800000003',
    department: 'office',
    position: 'officeClerk',
    role: 'platformOperator',
    groups: [],
  },
  {
    account: 'zhaoliu',
    realName: '赵六',
    gender: 2,
    mobile: '13800000004',
    department: 'finance',
    position: 'accountant',
    role: 'auditor',
    groups: [],
  },
  {
    account: 'sunqi',
    realName: '孙七',
    gender: 1,
    mobile: '13800000004',
    department: 'market',
    position: 'marketSpecialist',
    role: 'employee',
    groups: ['expertGroup'],
  },
];

export interface SeededOrganization {
  adminId: string;
  companyId: string;
  roles: Record<DemoRoleKey, string>;
  groups: Record<DemoGroupKey, string>;
  /** By account, admin included. */
  users: Map<string, string>;
}

const idsOf = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, newId()])) as Record<K, string>;

/** Company → departments, positions, roles, groups, the admin and the demo users with memberships. */
export async function seedOrganization(
  tx: Tx,
  input: { adminPasswordHash: string; mainSystemId: string },
): Promise<SeededOrganization> {
  const companyId = newId();
  const deptIds = idsOf(Object.keys(DEPARTMENTS) as DepartmentKey[]);
  await tx.insert(organizations).values([
    {
      id: companyId,
      parentId: '-1',
      category: 'company',
      fullName: '示范科技有限公司',
      enCode: 'demoCompany',
      idPath: companyId,
      sortCode: 0,
    },
    ...(Object.keys(DEPARTMENTS) as DepartmentKey[]).map((key, i) => ({
      id: deptIds[key],
      parentId: companyId,
      category: 'department',
      fullName: DEPARTMENTS[key],
      enCode: key,
      idPath: `${companyId},${deptIds[key]}`,
      sortCode: (i + 1) * 10,
    })),
  ]);

  const positionIds = idsOf(Object.keys(POSITIONS) as PositionKey[]);
  await tx.insert(positions).values(
    (Object.keys(POSITIONS) as PositionKey[]).map((key, i) => ({
      id: positionIds[key],
      organizeId: deptIds[POSITIONS[key].department],
      fullName: POSITIONS[key].name,
      enCode: key,
      type: key.endsWith('Manager') ? 'manager' : 'staff',
      sortCode: i * 10,
    })),
  );

  const roleIds = idsOf(Object.keys(DEMO_ROLES) as DemoRoleKey[]);
  await tx.insert(roles).values(
    (Object.keys(DEMO_ROLES) as DemoRoleKey[]).map((key, i) => ({
      id: roleIds[key],
      fullName: DEMO_ROLES[key],
      enCode: key,
      globalMark: 1,
      type: 'user',
      sortCode: i * 10,
    })),
  );

  const groupIds = idsOf(Object.keys(DEMO_GROUPS) as DemoGroupKey[]);
  await tx.insert(groups).values(
    (Object.keys(DEMO_GROUPS) as DemoGroupKey[]).map((key, i) => ({
      id: groupIds[key],
      fullName: DEMO_GROUPS[key],
      enCode: key,
      type: 'project',
      sortCode: i * 10,
    })),
  );

  const adminId = newId();
  const userIds = new Map<string, string>([['admin', adminId]]);
  for (const demo of DEMO_USERS) userIds.set(demo.account, newId());
  // Demo passwords: random and discarded, so no seeded account has a known password.
  const demoHashes = await Promise.all(
    DEMO_USERS.map(() => hashPassword(md5Hex(randomBytes(18).toString('base64url')))),
  );

  const userRows: (typeof users.$inferInsert)[] = [
    {
      id: adminId,
      account: 'admin',
      realName: '管理员',
      gender: 1,
      organizeId: deptIds.office,
      positionId: positionIds.generalManager,
      isAdministrator: true,
      passwordHash: input.adminPasswordHash,
      systemId: input.mainSystemId,
      sortCode: 0,
    },
    ...DEMO_USERS.map((demo, i) => ({
      id: userIds.get(demo.account)!,
      account: demo.account,
      realName: demo.realName,
      gender: demo.gender,
      mobilePhone: demo.mobile,
      email: `${demo.account}@example.com`,
      organizeId: deptIds[demo.department],
      positionId: positionIds[demo.position],
      managerId: demo.managerAccount ? (userIds.get(demo.managerAccount) ?? null) : null,
      passwordHash: demoHashes[i],
      // Demo passwords are random and known to nobody, so there is no initial password to change:
      // demo users sign in by SMS code (or after an administrator resets their password).
      changePasswordDate: new Date(),
      systemId: input.mainSystemId,
      sortCode: (i + 1) * 10,
    })),
  ];
  await tx.insert(users).values(userRows);
  await tx
    .insert(passwordHistory)
    .values(userRows.map((u) => ({ id: newId(), userId: u.id, passwordHash: u.passwordHash })));

  const relations: (typeof userRelations.$inferInsert)[] = [
    { id: newId(), userId: adminId, objectType: 'Organize', objectId: deptIds.office },
    { id: newId(), userId: adminId, objectType: 'Position', objectId: positionIds.generalManager },
  ];
  for (const demo of DEMO_USERS) {
    const userId = userIds.get(demo.account)!;
    relations.push(
      { id: newId(), userId, objectType: 'Organize', objectId: deptIds[demo.department] },
      { id: newId(), userId, objectType: 'Position', objectId: positionIds[demo.position] },
      { id: newId(), userId, objectType: 'Role', objectId: roleIds[demo.role] },
      ...demo.groups.map((g) => ({ id: newId(), userId, objectType: 'Group', objectId: groupIds[g] })),
    );
  }
  await tx.insert(userRelations).values(relations);

  return { adminId, companyId, roles: roleIds, groups: groupIds, users: userIds };
}
