import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../../../app/router/shell-pages.tsx';
import { buildMenuRoutes } from '../../../platform/navigation/menu-routes.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { menuNode } from '../../../testing/current-user-fixture.ts';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';

/*
 * The type-4 menu (动态字典) opens its dictionary design with the online runtime, and choices of forms
 * that name a dynamic dictionary take their options from it.
 */

const MENU = 'menu-4';
/** The columns and form fields the signed-in user holds on the menu. */
const HELD = [
  'enCode',
  'fullName',
  'title',
  'level',
  'source',
  'sortCode',
  'enabledMark',
  'parentId',
  'description',
];
const DICTIONARY = 'dict-1';
const BASE = `/api/visualdev/OnlineDev/${DICTIONARY}`;
const OPTIONS = `GET ${BASE}/DictionaryOptions`;

const field = (jnpfKey: string, name: string, label: string, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, span: 24, showLabel: true, ...config },
  __vModel__: name,
});
const DICTIONARY_FIELDS = [field('input', 'fullName', '名称'), field('input', 'enCode', '编码')];
const config = (fields: unknown[], webType = 2, extraColumns: unknown[] = []) =>
  envelope({
    id: DICTIONARY,
    fullName: '客户来源',
    webType,
    enableFlow: 0,
    formData: JSON.stringify({ fields }),
    columnData: JSON.stringify({
      columnList: [{ prop: 'fullName', label: '名称' }, { prop: 'enCode', label: '编码' }, ...extraColumns],
      columnBtnsList: [{ value: 'detail', label: '详情' }],
    }),
    appColumnData: null,
    flowTemplateJson: null,
    flowEnCode: null,
    flowId: null,
  });
const ENTRIES = [
  { id: 'e1', fullName: '展会', enCode: 'fair', sortCode: 1 },
  { id: 'e2', fullName: '官网', enCode: 'web', sortCode: 2 },
];
const listOf = (rows: Record<string, unknown>[]) =>
  envelope({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } });
const options = envelope({
  list: ENTRIES.map(({ id, fullName, enCode }) => ({
    id,
    parentId: '0',
    fullName,
    enCode,
    hasChildren: false,
  })),
});

function openDictionaryMenu() {
  const menu = menuNode({
    id: MENU,
    fullName: '动态字典示例',
    type: 4,
    urlAddress: 'model/extend.dynamicDictionary',
    propertyJson: JSON.stringify({ moduleId: DICTIONARY }),
  });
  const page = resolveShellPage('/model/extend.dynamicDictionary', '', buildMenuRoutes([menu]), (key) => key);
  if (!page) throw new Error('no page for the dictionary menu');
  return renderAdminPage(<div>{page.render()}</div>, {
    modelId: MENU,
    columns: HELD,
    forms: HELD,
    buttons: ['btn_detail'],
  });
}

describe('the dynamic dictionary page (menu type 4)', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the entries of its design through the runtime, even for a form-only design', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(DICTIONARY_FIELDS, 1),
      [`POST ${BASE}/List`]: listOf(ENTRIES),
    });
    openDictionaryMenu();
    const list = await screen.findByTestId('online-dev-list', {}, { timeout: 15_000 });
    expect(await within(list).findByText('展会')).toBeInTheDocument();
    expect(within(list).getByText('web')).toBeInTheDocument();
    const body = JSON.parse(callsTo(calls, `POST ${BASE}/List`)[0]?.body ?? '{}');
    expect(body.menuId).toBe(MENU);
  });

  it('says so when the design keeps no dictionary entries', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config([field('input', 'title', '标题')]),
      [`POST ${BASE}/List`]: listOf([]),
    });
    openDictionaryMenu();
    expect(await screen.findByTestId('online-dev-not-dictionary', {}, { timeout: 15_000 })).toHaveTextContent(
      '该功能不是动态字典',
    );
    expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(0);
  });

  it('names a design that does not parse as invalid rather than as no dictionary', async () => {
    const broken = field('select', 'level', '级别', { dataType: 'static' });
    stubFetch({ [`GET ${BASE}/Config`]: config([...DICTIONARY_FIELDS, broken, broken]) });
    openDictionaryMenu();
    const alert = await screen.findByTestId('online-dev-design-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('功能的表单设计有误');
    expect(alert).toHaveTextContent('level');
  });

  it('names a choice stored from a dynamic dictionary by its entry name', async () => {
    const source = field('select', 'source', '客户来源', {
      dataType: 'dynamicDictionary',
      dictionaryType: DICTIONARY,
    });
    const withSource = { ...source, props: { props: { label: 'fullName', value: 'enCode' } } };
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config([...DICTIONARY_FIELDS, withSource]),
      [`POST ${BASE}/List`]: listOf([{ id: 'r1', fullName: '老客户', enCode: 'old', source: 'web' }]),
      [`GET ${BASE}/r1`]: envelope({ id: 'r1', data: JSON.stringify({ source: 'web' }) }),
      [OPTIONS]: options,
    });
    openDictionaryMenu();
    const row = (await screen.findByText('老客户', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /详\s*情/ }));
    const dialog = await screen.findByTestId('online-dev-dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('官网')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, OPTIONS).length).toBeGreaterThan(0));
  });

  it('shows a dynamic dictionary column of the list by the entry name, not the stored code', async () => {
    const source = {
      ...field('select', 'source', '客户来源', { dataType: 'dynamicDictionary', dictionaryType: DICTIONARY }),
      props: { props: { label: 'fullName', value: 'enCode' } },
    };
    stubFetch({
      [`GET ${BASE}/Config`]: config([...DICTIONARY_FIELDS, source], 2, [{ prop: 'source', label: '来源' }]),
      [`POST ${BASE}/List`]: listOf([{ id: 'r1', fullName: '老客户', enCode: 'old', source: 'web' }]),
      [OPTIONS]: options,
    });
    openDictionaryMenu();
    const row = (await screen.findByText('老客户', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('官网')).toBeInTheDocument();
    expect(within(row).queryByText('web')).toBeNull();
  });
});
