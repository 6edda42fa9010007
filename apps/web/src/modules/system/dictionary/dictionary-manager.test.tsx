import { ButtonCode, type DictionaryTypeNode, MenuCode, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { currentUserFixture, menuNode } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { useDictionaryManager } from './dictionary-manager.tsx';

const category = (id: string, enCode: string, fullName: string): DictionaryTypeNode => ({
  id,
  parentId: '0',
  fullName,
  enCode,
  isTree: 0,
  category: 0,
  sortCode: 0,
  description: null,
  hasChildren: false,
  children: [],
});

/** A form page's stand-in: opens the manager for `dictionaryType` and says when it has closed. */
function Host({ dictionaryType }: { dictionaryType: string }) {
  const { open, dialog } = useDictionaryManager();
  const [closed, setClosed] = useState(0);
  if (!open) return <span>no-manager</span>;
  return (
    <>
      <button type="button" onClick={() => void open(dictionaryType).then(() => setClosed((n) => n + 1))}>
        open
      </button>
      <span>closed {closed}</span>
      {dialog}
    </>
  );
}

/** Signed in with the 数据字典 menu (id m-dict, granted these buttons), on another page (m-form). */
function renderHost(dictionaryType: string, { hasMenu = true, buttons = [ButtonCode.add] } = {}) {
  const current = currentUserFixture();
  current.menuList = hasMenu
    ? [menuNode({ id: 'm-dict', enCode: MenuCode.dictionary, fullName: '数据字典', type: 2 })]
    : [];
  return renderAdminPage(
    <PageModelContext.Provider value="m-form">
      <Host dictionaryType={dictionaryType} />
    </PageModelContext.Provider>,
    { modelId: 'm-dict', buttons, columns: resourceCodes('dictionary').columns, current },
  );
}

describe('dictionary manager of a form dictionary select', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the category named by code, with the buttons the dictionary menu grants, and resolves on close', async () => {
    stubFetch({
      'GET /api/system/DictionaryType': envelope({
        list: [
          { ...category('0', '0', '业务字典'), children: [category('t9', 'supplierLevel', '供应商等级')] },
        ],
      }),
      'GET /api/system/DictionaryData/t9': envelope({
        list: [
          {
            id: 'A',
            dictionaryTypeId: 't9',
            parentId: '0',
            fullName: 'A级',
            enCode: 'A',
            enabledMark: 1,
            sortCode: 0,
            description: null,
            hasChildren: false,
          },
        ],
      }),
    });
    renderHost('supplierLevel');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('A级', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('供应商等级 - 数据字典')).toBeInTheDocument();
    // The outer page (m-form) grants nothing; the dialog follows the dictionary menu's grants.
    expect(within(dialog).getByRole('button', { name: /新\s*建/ })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.getByText('closed 0')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.getByText('closed 1')).toBeInTheDocument());
  });

  it('says when the named category does not exist', async () => {
    stubFetch({ 'GET /api/system/DictionaryType': envelope({ list: [category('0', '0', '业务字典')] }) });
    renderHost('missing');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('暂无数据', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers no manager to a caller without the 数据字典 menu', () => {
    renderHost('supplierLevel', { hasMenu: false });
    expect(screen.getByText('no-manager')).toBeInTheDocument();
  });
});
