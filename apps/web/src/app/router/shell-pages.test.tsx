import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMenuRoutes } from '../../platform/navigation/menu-routes.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../testing/admin-page.tsx';
import { menuNode } from '../../testing/current-user-fixture.ts';
import { callsTo, envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { resolveShellPage } from './shell-pages.tsx';

const formMenu = (propertyJson: string | null) =>
  menuNode({ id: 'menu-9', fullName: '报销登记', type: 3, urlAddress: 'model/expense', propertyJson });

function renderRoute(propertyJson: string | null) {
  const routes = buildMenuRoutes([formMenu(propertyJson)]);
  const page = resolveShellPage('/model/expense', '', routes, (key) => key);
  if (!page) throw new Error('no page for /model/expense');
  return renderAdminPage(<div>{page.render()}</div>, { modelId: 'menu-9' });
}

describe('shell pages of type-3 menus', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the runtime page of the menu design, naming the menu in the list', async () => {
    const { calls } = stubFetch({
      'GET /api/visualdev/OnlineDev/design-9/Config': envelope({
        id: 'design-9',
        fullName: '报销登记',
        webType: 2,
        enableFlow: 0,
        formData: JSON.stringify({ fields: [] }),
        columnData: JSON.stringify({ columnList: [{ prop: 'title', label: '标题' }] }),
        appColumnData: null,
        flowTemplateJson: null,
        flowEnCode: null,
        flowId: null,
      }),
      'POST /api/visualdev/OnlineDev/design-9/List': envelope({
        list: [],
        pagination: { currentPage: 1, pageSize: 20, total: 0 },
      }),
    });
    renderRoute('{"moduleId":"design-9"}');
    expect(await screen.findByTestId('online-dev-list', {}, { timeout: 5_000 })).toBeInTheDocument();
    const list = 'POST /api/visualdev/OnlineDev/design-9/List';
    await waitFor(() => expect(callsTo(calls, list)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, list)[0]?.body ?? '{}').menuId).toBe('menu-9');
  });

  it('keeps "not built yet" for a type-3 menu without a design', async () => {
    stubFetch({});
    renderRoute(null);
    expect(await screen.findByTestId('not-built-page', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
