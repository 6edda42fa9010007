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

  it.each([
    ['a data view', row({ webType: 4 })],
    ['a design with a flow', row({ enableFlow: 1 })],
  ])('is not offered for %s', async (_, listed) => {
    renderList(listed);
    expect(await screen.findByText('报名表')).toBeInTheDocument();
    expect(screen.queryByTestId('visual-dev-row-more')).not.toBeInTheDocument();
  });
});
