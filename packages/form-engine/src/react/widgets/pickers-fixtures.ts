import type { PickerTreeNode } from '../picker-sources.ts';
import { createFakeSources } from '../sources.tsx';

/** A small directory for the picker tests: one company with two departments, users, roles, groups. */
const company = (children: PickerTreeNode[]): PickerTreeNode => ({
  id: 'c1',
  fullName: '总公司',
  type: 'company',
  organizeIds: ['c1'],
  organize: '总公司',
  children,
});

const department = (id: string, fullName: string, children: PickerTreeNode[] = []): PickerTreeNode => ({
  id,
  fullName,
  type: 'department',
  organizeIds: ['c1', id],
  organize: `总公司/${fullName}`,
  children,
});

const user = (id: string, fullName: string, departmentId: string): PickerTreeNode => ({
  id,
  fullName,
  type: 'user',
  organizeIds: ['c1', departmentId],
});

export const pickerSources = createFakeSources({
  names: {
    user: { u1: '张三/zhangsan', u2: '李四/lisi', u3: '王五/wangwu' },
    organize: { c1: '总公司', d1: '研发部', d2: '市场部' },
    role: { r1: '管理员', r2: '审计员' },
    position: { p1: '经理' },
    group: { g1: '项目组' },
  },
  pickers: {
    organize: [company([department('d1', '研发部'), { ...department('d2', '市场部'), disabled: true }])],
    user: [
      company([
        department('d1', '研发部', [user('u1', '张三/zhangsan', 'd1'), user('u2', '李四/lisi', 'd1')]),
        department('d2', '市场部', [user('u3', '王五/wangwu', 'd2')]),
      ]),
    ],
    currentOrganize: [user('u1', '张三/zhangsan', 'd1'), user('u2', '李四/lisi', 'd1')],
    subordinates: [user('u2', '李四/lisi', 'd1')],
    role: [
      company([{ id: 'r1', fullName: '管理员', type: 'role' }]),
      {
        id: 'global',
        fullName: '全局',
        type: 'category',
        children: [{ id: 'r2', fullName: '审计员', type: 'role' }],
      },
    ],
    globalRole: [{ id: 'r2', fullName: '审计员', type: 'role' }],
    position: [company([{ id: 'p1', fullName: '经理', type: 'position' }])],
    group: [
      {
        id: 'cat',
        fullName: '项目',
        type: 'category',
        children: [{ id: 'g1', fullName: '项目组', type: 'group' }],
      },
    ],
  },
});
