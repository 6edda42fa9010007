import {
  resourceCodes,
  type ShortLinkInfo,
  type ShortLinkSaveBody,
  type VisualDevRow,
} from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import BasePage from '../base/base.page.tsx';
import { designRow } from '../base/design-row-fixture.ts';
import { ShortLinkDialog } from './short-link-dialog.tsx';

const SETTINGS = 'GET /api/visualdev/ShortLink/d1';
const DESIGN = 'GET /api/visualdev/Base/d1';
const SAVE = 'PUT /api/visualdev/ShortLink';
const FORM_LINK = '/formShortLink?encryption=eyJmb3JtIjoxfQ.sig1';
const LIST_LINK = '/formShortLink?encryption=eyJsaXN0IjoxfQ.sig2';

const FORM_DATA = JSON.stringify({
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' },
    { __config__: { jnpfKey: 'numInput', label: '数量' }, __vModel__: 'amount' },
    { __config__: { jnpfKey: 'uploadFz', label: '附件' }, __vModel__: 'files' },
  ],
});

const info = (over: Partial<ShortLinkInfo> = {}): ShortLinkInfo => ({
  id: 'd1',
  shortLink: null,
  formUse: 1,
  formLink: FORM_LINK,
  formPassUse: 0,
  formPassword: '',
  hasFormPassword: false,
  columnUse: 1,
  columnLink: LIST_LINK,
  columnPassUse: 0,
  columnPassword: '',
  hasColumnPassword: false,
  columnCondition: JSON.stringify([{ __vModel__: 'title', prop: 'title', label: '标题' }]),
  columnText: null,
  realPcLink: null,
  realAppLink: null,
  userId: null,
  tenantId: null,
  enabledMark: 1,
  alreadySave: true,
  ...over,
});

/** The released web form 报名表. */
const row = (over: Partial<VisualDevRow> = {}) =>
  designRow('d1', '报名表', {
    enCode: 'signup',
    category: null,
    categoryId: 'c1',
    state: 1,
    isRelease: 1,
    pcIsRelease: 1,
    ...over,
  });

const stubDialog = (settings = info(), webType = 2) =>
  stubFetch({
    [SETTINGS]: envelope(settings),
    [DESIGN]: envelope({ id: 'd1', webType, formData: FORM_DATA }),
    [SAVE]: envelope(null, '保存成功'),
  });

const savedBody = (calls: Parameters<typeof callsTo>[0]) =>
  JSON.parse(callsTo(calls, SAVE)[0]?.body ?? '{}') as ShortLinkSaveBody;

describe('外链设置 dialog', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the links on this site and saves the switches, password and columns as the contract', async () => {
    const { calls } = stubDialog();
    const onClose = vi.fn();
    renderWithApp(<ShortLinkDialog row={row()} onClose={onClose} />);
    const dialog = await screen.findByTestId('short-link-dialog');
    expect(await within(dialog).findByTestId('short-link-form-link')).toHaveValue(
      `${window.location.origin}${FORM_LINK}`,
    );
    expect(within(dialog).getByTestId('short-link-column-link')).toHaveValue(
      `${window.location.origin}${LIST_LINK}`,
    );
    // The saved search field shows; the upload is not offered.
    expect(within(within(dialog).getByTestId('short-link-condition')).getByText('标题')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('显示内容'));
    expect(screen.queryByTitle('附件')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('数量'));
    fireEvent.click(within(dialog).getByTestId('short-link-columnPassUse'));
    fireEvent.change(await within(dialog).findByTestId('short-link-columnPassword'), {
      target: { value: 'abc123!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));

    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    const body = savedBody(calls);
    expect(body).toMatchObject({
      id: 'd1',
      formUse: 1,
      formPassUse: 0,
      formPassword: '',
      columnUse: 1,
      columnPassUse: 1,
      columnPassword: 'abc123!',
    });
    expect(JSON.parse(body.columnCondition ?? '')).toEqual([
      expect.objectContaining({ __vModel__: 'title', prop: 'title', label: '标题', jnpfKey: 'comInput' }),
    ]);
    expect(JSON.parse(body.columnText ?? '')).toEqual([
      expect.objectContaining({ __vModel__: 'amount', prop: 'amount', label: '数量' }),
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a weak password and keeps a kept one when left empty', async () => {
    const { calls } = stubDialog(info({ formPassUse: 1, hasFormPassword: true, columnUse: 0 }));
    renderWithApp(<ShortLinkDialog row={row()} onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('short-link-dialog');
    const password = await within(dialog).findByTestId('short-link-formPassword');
    fireEvent.change(password, { target: { value: 'abcdef' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText(/密码必须由数字、字母、特殊字符组合/)).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);

    fireEvent.change(password, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(savedBody(calls)).toMatchObject({ formPassUse: 1, formPassword: '', columnUse: 0 });
  });

  it('offers no public list for a form-only design and shows a refused read', async () => {
    stubDialog(info(), 1);
    const { unmount } = renderWithApp(<ShortLinkDialog row={row({ webType: 1 })} onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('short-link-dialog');
    expect(await within(dialog).findByText('外链填单')).toBeInTheDocument();
    expect(within(dialog).queryByText('公开查询')).not.toBeInTheDocument();
    unmount();

    stubFetch({ [SETTINGS]: envelope(null, '功能不存在', 404), [DESIGN]: envelope({ webType: 2 }) });
    renderWithApp(<ShortLinkDialog row={row()} onClose={vi.fn()} />);
    expect(await screen.findByTestId('short-link-error')).toHaveTextContent('功能不存在');
  });

  it('offers a sub-table column as a column of the list, never as a search field', async () => {
    const column = (jnpfKey: string, label: string, name: string) => ({
      __config__: { jnpfKey, label },
      __vModel__: name,
    });
    const children = [column('comInput', '品名', 'item_name'), column('uploadFz', '附件', 'item_files')];
    const formData = JSON.stringify({
      fields: [
        column('comInput', '标题', 'title'),
        {
          __config__: { jnpfKey: 'table', label: '明细', layout: 'rowFormItem', children },
          __vModel__: 'items',
        },
      ],
    });
    const { calls } = stubFetch({
      [SETTINGS]: envelope(info({ columnCondition: null })),
      [DESIGN]: envelope({ id: 'd1', webType: 2, formData }),
      [SAVE]: envelope(null, '保存成功'),
    });
    renderWithApp(<ShortLinkDialog row={row()} onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('short-link-dialog');
    fireEvent.mouseDown(await within(dialog).findByLabelText('查询条件'));
    expect(await screen.findByTitle('标题')).toBeInTheDocument();
    expect(screen.queryByTitle('明细-品名')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('显示内容'));
    fireEvent.click(await screen.findByTitle('明细-品名'));
    expect(screen.queryByTitle('明细-附件')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(JSON.parse(savedBody(calls).columnText ?? '')).toEqual([
      expect.objectContaining({ __vModel__: 'items-item_name', prop: 'items-item_name', label: '明细-品名' }),
    ]);
  });

  it("offers a data view's list link only, with the fields of its list", async () => {
    const columnData = JSON.stringify({
      columnList: [{ prop: 'fullName', label: '名称' }],
      searchList: [{ __vModel__: 'code', label: '编码', __config__: { jnpfKey: 'comInput' } }],
    });
    const { calls } = stubFetch({
      [SETTINGS]: envelope(info({ formUse: 0, columnCondition: null })),
      [DESIGN]: envelope({ id: 'd1', webType: 4, formData: null, columnData }),
      [SAVE]: envelope(null, '保存成功'),
    });
    renderWithApp(<ShortLinkDialog row={row({ webType: 4 })} onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('short-link-dialog');
    expect(await within(dialog).findByTestId('short-link-column-link')).toBeInTheDocument();
    expect(within(dialog).queryByText('外链填单')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('short-link-form-link')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('查询条件'));
    fireEvent.click(await screen.findByTitle('编码'));
    fireEvent.mouseDown(within(dialog).getByLabelText('显示内容'));
    // Both lists are open now: the column list is the later one.
    const named = await screen.findAllByTitle('名称');
    fireEvent.click(named[named.length - 1] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    const body = savedBody(calls);
    expect(body).toMatchObject({ formUse: 0, columnUse: 1 });
    expect(JSON.parse(body.columnText ?? '')).toEqual([
      expect.objectContaining({ __vModel__: 'fullName', label: '名称', jnpfKey: 'comInput' }),
    ]);
    expect(JSON.parse(body.columnCondition ?? '')).toEqual([
      expect.objectContaining({
        __vModel__: 'code',
        label: '编码',
        __config__: { jnpfKey: 'comInput', label: '编码' },
      }),
    ]);
  });
});

describe('外链设置 row action', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  const renderList = (listed: VisualDevRow) => {
    const stub = stubFetch({
      'GET /api/system/DictionaryData/webDesign/Data/Selector': envelope({ list: [] }),
      'GET /api/visualdev/Base': pageOf([listed]),
      [SETTINGS]: envelope(info()),
      [DESIGN]: envelope({ id: 'd1', webType: 2, formData: FORM_DATA }),
    });
    return {
      ...stub,
      ...renderAdminPage(<BasePage />, {
        modelId: 'm-web-design',
        columns: resourceCodes('webDesign').columns,
      }),
    };
  };

  it('opens the settings from a form or list design', async () => {
    const { calls } = renderList(row());
    fireEvent.click(await screen.findByTestId('visual-dev-row-more'));
    fireEvent.click(await screen.findByText('外链设置'));
    expect(await screen.findByTestId('short-link-form-link')).toBeInTheDocument();
    expect(callsTo(calls, SETTINGS)).toHaveLength(1);
  });

  it('is offered for a data view', async () => {
    renderList(row({ webType: 4 }));
    fireEvent.click(await screen.findByTestId('visual-dev-row-more'));
    expect(await screen.findByText('外链设置')).toBeInTheDocument();
  });

  it('is not offered for a design with a flow', async () => {
    renderList(row({ enableFlow: 1 }));
    expect(await screen.findByText('报名表')).toBeInTheDocument();
    expect(screen.queryByTestId('visual-dev-row-more')).not.toBeInTheDocument();
  });
});
