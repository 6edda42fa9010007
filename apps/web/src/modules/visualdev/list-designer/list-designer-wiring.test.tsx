import { resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import BasePage from '../base/base.page.tsx';

const CODES = resourceCodes('webDesign');
const FORM_DATA = JSON.stringify({
  fields: [{ __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' }],
});

describe('列表设计 in the design dialog', { timeout: 60_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the list designer on the form and list JSON and writes columnData back', async () => {
    stubFetch({
      'GET /api/system/DictionaryData/webDesign/Data/Selector': envelope({ list: [] }),
      'GET /api/system/DataSource/Selector': envelope({ list: [] }),
      'GET /api/visualdev/Base': pageOf([]),
    });
    renderAdminPage(<BasePage />, {
      modelId: 'm-web-design',
      buttons: ['btn_add'],
      columns: CODES.columns,
      forms: CODES.forms,
    });
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('visual-dev-dialog');
    fireEvent.change(within(dialog).getByLabelText('表单设计'), { target: { value: FORM_DATA } });
    fireEvent.click(within(dialog).getByTestId('visual-dev-list-design-button'));

    const designer = await screen.findByTestId('list-designer', {}, { timeout: 15_000 });
    fireEvent.click(await within(designer).findByTestId('list-add-column-title'));
    fireEvent.change(within(designer).getByTestId('list-column-width-title'), { target: { value: '240' } });
    fireEvent.click(within(designer).getByTestId('list-designer-apply'));

    const columnData = within(dialog).getByLabelText('列表设计') as HTMLTextAreaElement;
    await waitFor(() => expect(columnData.value).not.toBe(''));
    expect(JSON.parse(columnData.value).columnList).toEqual([
      expect.objectContaining({ prop: 'title', label: '标题', width: 240 }),
    ]);
    await waitFor(() => expect(screen.queryByTestId('list-designer')).toBeNull());
  });
});
