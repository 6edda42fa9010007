import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { authorizeLocales } from './authorize.locales.ts';
import { explainedLisi, viewAsLisi } from './authorize-testing.ts';
import { ExplainDrawer } from './explain-drawer.tsx';

// The authorize page registers these in the app; the drawer is rendered here on its own.
registerLocales(authorizeLocales);

const source = (objectType: 'Role' | 'User', objectId: string) => [{ objectType, objectId }];

const explained = () =>
  explainedLisi({
    schemes: [
      {
        id: 's1',
        moduleId: 'users',
        fullName: '本部门数据',
        enCode: 'ownDept',
        grantedBy: source('Role', 'r1'),
        isEffective: true,
        allData: 0,
        matchLogic: 'or',
        conditionJson: JSON.stringify([
          { field: 'organizeId', op: '==', value: '@organizeAndSub' },
          { field: 'creatorUserId', op: '==', value: '@userId' },
        ]),
      },
      {
        id: 's2',
        moduleId: 'notice',
        fullName: '公告全部',
        enCode: 'all',
        grantedBy: source('User', 'u1'),
        isEffective: false,
        allData: 1,
        matchLogic: 'and',
        conditionJson: '[]',
      },
    ],
    portals: [
      {
        id: 'demo-portal',
        moduleId: 'm-portal',
        fullName: '门户示例',
        enCode: 'demo-portal',
        grantedBy: source('Role', 'r1'),
        isEffective: true,
      },
    ],
  });

const viewAs = viewAsLisi({
  portals: [{ id: 'demo-portal', fullName: '门户示例' }],
  portalId: 'demo-portal',
});

function renderDrawer() {
  stubFetch({
    'GET /api/permission/Authority/Explain/u1': envelope(explained()),
    'GET /api/permission/Authority/ViewAs/u1': envelope(viewAs),
  });
  renderWithApp(<ExplainDrawer user={{ id: 'u1', name: '李四' }} onClose={() => {}} />);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the effective-permission explainer', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows which data scheme applies, its conditions and who grants it', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByRole('tab', { name: '数据方案' }));
    const own = rowOf('本部门数据');
    expect(
      within(own).getByText('organizeId == 当前组织及下级 或 creatorUserId == 当前用户'),
    ).toBeInTheDocument();
    expect(within(own).getByText('角色 · 员工')).toBeInTheDocument();
    expect(within(own).queryByText('不生效')).not.toBeInTheDocument();
    const all = rowOf('公告全部');
    expect(within(all).getByText('全部数据')).toBeInTheDocument();
    expect(within(all).getByText('用户 · 用户本人')).toBeInTheDocument();
    expect(within(all).getByText('不生效')).toBeInTheDocument();
  });

  it('lists the granted portals, and "view as" names the portals and the home one', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByRole('tab', { name: '门户' }));
    expect(within(rowOf('门户示例')).getByText('角色 · 员工')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '以此用户查看菜单' }));
    const portals = await screen.findByTestId('view-as-portals');
    expect(within(portals).getByText('门户示例 · 首页')).toBeInTheDocument();
  });
});
