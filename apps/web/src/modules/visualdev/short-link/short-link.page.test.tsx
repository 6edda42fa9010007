import type { OnlineDevConfig, ShortLinkConfig } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppRoutes, resetApp } from '../../../app/router/testing/render-app-routes.tsx';
import { md5 } from '../../../shared/crypto/md5.ts';
import { dictionaryEntry } from '../../../testing/dictionary-entry.ts';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';

const LINK = '/api/visualdev/ShortLink';
const tokenOf = (type: 'form' | 'list') =>
  `${Buffer.from(JSON.stringify({ modelId: 'm1', type })).toString('base64url')}.sig`;
const PROOF = 'proof.sig';

const FORM_DATA = JSON.stringify({
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '姓名', required: true }, __vModel__: 'name' },
    {
      __config__: { jnpfKey: 'select', label: '类型', dataType: 'static' },
      __slot__: { options: [{ fullName: '个人', id: 'p' }] },
      props: { label: 'fullName', value: 'id' },
      __vModel__: 'kind',
    },
  ],
});

const settings = (over: Partial<ShortLinkConfig> = {}): ShortLinkConfig => ({
  id: 'm1',
  formUse: 1,
  formPassUse: 0,
  columnUse: 1,
  columnPassUse: 0,
  columnCondition: JSON.stringify([
    { __vModel__: 'name', prop: 'name', label: '姓名', __config__: { jnpfKey: 'comInput', label: '姓名' } },
  ]),
  columnText: JSON.stringify([
    { __vModel__: 'name', prop: 'name', label: '姓名' },
    { __vModel__: 'kind', prop: 'kind', label: '类型' },
  ]),
  userId: 'u1',
  tenantId: null,
  enabledMark: 1,
  formLink: '/formShortLink?encryption=x',
  columnLink: '/formShortLink?encryption=y',
  ...over,
});

const release = (webType = 2, formData = FORM_DATA): OnlineDevConfig => ({
  id: 'm1',
  fullName: '活动报名',
  webType,
  enableFlow: 0,
  formData,
  columnData: null,
  appColumnData: null,
  flowTemplateJson: null,
  flowEnCode: null,
  flowId: null,
});

const tokenSent = (call: StubCall | undefined) => call?.url.searchParams.get('encryption');

describe('/formShortLink', { timeout: 30_000 }, () => {
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  it('asks the password as md5, shows the refusal, then fills and submits the form without a login', async () => {
    const { calls } = stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(settings({ formPassUse: 1 })),
      [`POST ${LINK}/checkPwd`]: (call) =>
        JSON.parse(call.body ?? '{}').password === md5('abc123!')
          ? envelope({ encryption: PROOF })
          : envelope(null, '密码错误', 400),
      [`GET ${LINK}/m1/Config`]: envelope(release(1)),
      [`POST ${LINK}/m1`]: envelope({ id: 'r1' }, '新建成功'),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('form')}`);
    const step = await screen.findByTestId('short-link-password', undefined, { timeout: 10_000 });
    fireEvent.change(within(step).getByLabelText('请输入密码'), { target: { value: 'wrong' } });
    fireEvent.click(within(step).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByTestId('short-link-password-error')).toHaveTextContent('密码错误');
    expect(callsTo(calls, `GET ${LINK}/m1/Config`)).toHaveLength(0);

    fireEvent.change(within(step).getByLabelText('请输入密码'), { target: { value: 'abc123!' } });
    fireEvent.click(within(step).getByRole('button', { name: /确\s?定/ }));
    const page = await screen.findByTestId('short-link-page', undefined, { timeout: 10_000 });
    expect(JSON.parse(callsTo(calls, `POST ${LINK}/checkPwd`)[1]?.body ?? '')).toEqual({
      id: 'm1',
      type: 0,
      password: md5('abc123!'),
      encryption: tokenOf('form'),
    });
    expect(tokenSent(callsTo(calls, `GET ${LINK}/m1/Config`)[0])).toBe(PROOF);
    expect(within(page).getByText('活动报名')).toBeInTheDocument();

    fireEvent.change(await within(page).findByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(within(page).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    const [create] = callsTo(calls, `POST ${LINK}/m1`);
    expect(tokenSent(create)).toBe(PROOF);
    expect(JSON.parse(JSON.parse(create?.body ?? '{}').data)).toMatchObject({ name: '张三' });
    expect(callsTo(calls, 'GET /api/oauth/CurrentUser')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '再填一份' }));
    expect(await screen.findByLabelText('姓名')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent('/formShortLink');
  });

  it("shows the server's refusal of a switched-off link and refuses a token that names no design", async () => {
    const { calls } = stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(null, '该外链已关闭', 404),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('form')}`);
    expect(await screen.findByTestId('short-link-failed', undefined, { timeout: 10_000 })).toHaveTextContent(
      '该外链已关闭',
    );
    resetApp();

    renderAppRoutes('/formShortLink?encryption=garbage');
    expect(
      await screen.findByTestId('short-link-invalid', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("lists the link's columns with option labels, searches, pages and shows a record's details", async () => {
    const rows = [{ id: 'r1', name: '张三', kind: 'p' }];
    const { calls } = stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(settings()),
      [`GET ${LINK}/m1/Config`]: envelope(release()),
      [`POST ${LINK}/m1/ListLink`]: (call) =>
        JSON.parse(call.body ?? '{}').queryJson
          ? envelope({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })
          : envelope({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 1 } }),
      [`GET ${LINK}/m1/r1/DataChange`]: envelope({ id: 'r1', data: JSON.stringify(rows[0]) }),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('list')}`);
    const table = await screen.findByTestId('short-link-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('张三')).toBeInTheDocument();
    expect(within(table).getByText('个人')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '类型' })).toBeInTheDocument();
    const [first] = callsTo(calls, `POST ${LINK}/m1/ListLink`);
    expect(tokenSent(first)).toBe(tokenOf('list'));
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({ currentPage: 1, pageSize: 20 });

    fireEvent.click(within(table).getByRole('button', { name: /查\s*看/ }));
    const detail = await screen.findByTestId('short-link-detail');
    expect(await within(detail).findByText('个人')).toBeInTheDocument();
    expect(tokenSent(callsTo(calls, `GET ${LINK}/m1/r1/DataChange`)[0])).toBe(tokenOf('list'));
    fireEvent.click(within(detail).getByRole('button', { name: /close|关闭/i }));

    const search = screen.getByTestId('online-dev-search');
    fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: '李四' } });
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    expect((await within(table).findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(within(table).queryByText('张三')).not.toBeInTheDocument();
    const last = callsTo(calls, `POST ${LINK}/m1/ListLink`).at(-1);
    expect(JSON.parse(JSON.parse(last?.body ?? '{}').queryJson)).toEqual({ name: '李四' });
  });

  it("shows a sub-table column as the texts of the record's sub-table rows", async () => {
    const kinds = { dataType: 'static' };
    const form = JSON.stringify({
      fields: [
        { __config__: { jnpfKey: 'comInput', label: '姓名' }, __vModel__: 'name' },
        {
          __config__: {
            jnpfKey: 'table',
            label: '明细',
            layout: 'rowFormItem',
            children: [
              {
                __config__: { jnpfKey: 'select', label: '类别', ...kinds },
                __slot__: {
                  options: [
                    { fullName: '个人', id: 'p' },
                    { fullName: '公司', id: 'c' },
                  ],
                },
                props: { label: 'fullName', value: 'id' },
                __vModel__: 'kind',
              },
            ],
          },
          __vModel__: 'items',
        },
      ],
    });
    const columnText = JSON.stringify([
      { __vModel__: 'name', prop: 'name', label: '姓名' },
      { __vModel__: 'items-kind', prop: 'items-kind', label: '明细-类别' },
    ]);
    const row = { id: 'r1', name: '张三', items: [{ kind: 'p' }, { kind: 'c' }] };
    stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(settings({ columnText, columnCondition: null })),
      [`GET ${LINK}/m1/Config`]: envelope(release(2, form)),
      [`POST ${LINK}/m1/ListLink`]: envelope({
        list: [row],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
      [`GET ${LINK}/m1/r1/DataChange`]: envelope({ id: 'r1', data: JSON.stringify(row) }),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('list')}`);
    const table = await screen.findByTestId('short-link-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('个人 公司')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '明细-类别' })).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: /查\s*看/ }));
    const detail = await screen.findByTestId('short-link-detail');
    expect(await within(detail).findByText('个人 公司')).toBeInTheDocument();
  });

  it("lists a data view's rows by the link's columns, without a record's details", async () => {
    const columnData = JSON.stringify({ columnList: [{ prop: 'fullName', label: '名称' }], searchList: [] });
    const columnText = JSON.stringify([{ __vModel__: 'fullName', prop: 'fullName', label: '名称' }]);
    const { calls } = stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(settings({ formUse: 0, columnText, columnCondition: null })),
      [`GET ${LINK}/m1/Config`]: envelope({ ...release(4), formData: null, columnData }),
      [`POST ${LINK}/m1/ListLink`]: envelope({
        list: [{ id: '1', fullName: '北京' }],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('list')}`);
    const table = await screen.findByTestId('short-link-table', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('北京')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /查\s*看/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('short-link-design-error')).not.toBeInTheDocument();
    expect(tokenSent(callsTo(calls, `POST ${LINK}/m1/ListLink`)[0])).toBe(tokenOf('list'));
  });

  it("fills a dictionary select from the link's own call and submits the chosen entry", async () => {
    const form = JSON.stringify({
      fields: [
        {
          __config__: { jnpfKey: 'select', label: '性别', dataType: 'dictionary', dictionaryType: 'sex' },
          props: { label: 'fullName', value: 'enCode' },
          __vModel__: 'sex',
        },
      ],
    });
    const { calls } = stubFetch({
      [`GET ${LINK}/getConfig/m1`]: envelope(settings()),
      [`GET ${LINK}/m1/Config`]: envelope(release(1, form)),
      [`GET ${LINK}/m1/Field/sex/Dictionary`]: envelope({
        list: [dictionaryEntry('1', '男'), dictionaryEntry('2', '女')],
      }),
      [`POST ${LINK}/m1`]: envelope({ id: 'r1' }, '新建成功'),
    });
    renderAppRoutes(`/formShortLink?encryption=${tokenOf('form')}`);
    const page = await screen.findByTestId('short-link-page', undefined, { timeout: 10_000 });
    fireEvent.mouseDown(await within(page).findByLabelText('性别'));
    fireEvent.click(await screen.findByText('女'));
    expect(tokenSent(callsTo(calls, `GET ${LINK}/m1/Field/sex/Dictionary`)[0])).toBe(tokenOf('form'));
    expect(callsTo(calls, 'GET /api/system/DictionaryData/sex/Data/Selector')).toHaveLength(0);

    fireEvent.click(within(page).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    const [create] = callsTo(calls, `POST ${LINK}/m1`);
    expect(JSON.parse(JSON.parse(create?.body ?? '{}').data)).toEqual({ sex: '2' });
  });
});
