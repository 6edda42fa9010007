import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { ListDesignerDialog } from './list-designer-dialog.tsx';

const FORM_DATA = JSON.stringify({
  fields: [
    { __vModel__: 'title', __config__: { jnpfKey: 'comInput', label: '标题' } },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
    { __vModel__: 'files', __config__: { jnpfKey: 'uploadFz', label: '附件' } },
  ],
});

function openDesigner(formData = FORM_DATA, columnData = '') {
  const onApply = vi.fn();
  renderWithApp(
    <ListDesignerDialog initial={{ formData, columnData }} onClose={() => undefined} onApply={onApply} />,
  );
  return { onApply, applied: () => JSON.parse(onApply.mock.calls.at(-1)?.[0] as string) };
}

const chooseIn = async (testId: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
};

describe('list designer', { timeout: 40_000 }, () => {
  it('adds columns, sets a width, a sort and a summary, and hands back the columnData', async () => {
    const { onApply, applied } = openDesigner();
    const designer = await screen.findByTestId('list-designer');
    expect(within(designer).getByTestId('list-add-column-files')).toBeDisabled();
    fireEvent.click(within(designer).getByTestId('list-add-column-title'));
    fireEvent.click(within(designer).getByTestId('list-add-column-amount'));
    fireEvent.click(within(designer).getByTestId('list-add-search-title'));
    expect(await within(designer).findByTestId('list-add-column-title')).toBeDisabled();

    const width = within(designer).getByTestId('list-column-width-title');
    fireEvent.change(width, { target: { value: '160' } });
    fireEvent.click(within(designer).getByTestId('list-column-sortable-title'));
    fireEvent.click(within(designer).getByTestId('list-column-summary-amount'));
    expect(within(designer).getByTestId('list-column-summary-title')).toBeDisabled();
    fireEvent.click(within(designer).getByTestId('list-column-amount-up'));
    await chooseIn('list-setting-sort-field', '标题');
    await chooseIn('list-setting-sort-order', '升序');
    fireEvent.click(within(designer).getByTestId('list-button-toolbar-download'));

    fireEvent.click(within(designer).getByTestId('list-designer-apply'));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    const design = applied();
    expect(design.columnList.map((c: { prop: string }) => c.prop)).toEqual(['amount', 'title']);
    expect(design.columnList[1]).toMatchObject({ prop: 'title', label: '标题', width: 160, sortable: true });
    expect(design).toMatchObject({
      defaultSidx: 'title',
      sort: 'asc',
      showSummary: true,
      summaryField: ['amount'],
      searchList: [{ prop: 'title', __vModel__: 'title', searchType: 2 }],
      btnsList: [{ value: 'add' }, { value: 'download' }],
      pageSize: 20,
      hasPage: true,
    });
  });

  it('lists what the check refuses and hands nothing back; removing the sort column clears the sort', async () => {
    const { onApply } = openDesigner(
      FORM_DATA,
      JSON.stringify({ type: 3, columnList: [{ prop: 'title', label: '标题' }], defaultSidx: 'title' }),
    );
    const designer = await screen.findByTestId('list-designer');
    fireEvent.click(within(designer).getByTestId('list-column-title-remove'));
    expect(await within(designer).findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(within(designer).getByTestId('list-designer-apply'));
    const problems = await within(designer).findByTestId('list-designer-problems');
    expect(problems).toHaveTextContent('列表字段不允许为空');
    expect(problems).toHaveTextContent('请选择分组字段');
    expect(problems).not.toHaveTextContent('默认排序字段');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('previews the list with its columns and buttons as the runtime reads them', async () => {
    openDesigner(
      FORM_DATA,
      JSON.stringify({
        columnList: [{ prop: 'title', label: '名称列', width: 200 }],
        btnsList: [
          { value: 'add', label: '' },
          { value: 'upload', label: '导入数据' },
        ],
        columnBtnsList: [{ value: 'detail', label: '' }],
        customBtnsList: [{ value: 'btn_1', label: '打开', event: { btnType: 'link', url: '/a' } }],
      }),
    );
    const designer = await screen.findByTestId('list-designer');
    fireEvent.click(within(designer).getByRole('tab', { name: '预览' }));
    const preview = await within(designer).findByTestId('list-designer-preview');
    // A table that scrolls sideways renders its header twice.
    expect(within(preview).getAllByText('名称列')[0]).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: /新\s?增/ })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '导入数据' })).toBeInTheDocument();
    expect(within(preview).getAllByText('操作（详情 / 打开）')[0]).toBeInTheDocument();
  });

  it('shows 暂无数据 for a form without fields', async () => {
    openDesigner('', '');
    const fields = await screen.findByTestId('list-designer-fields');
    expect(within(fields).getByText('暂无数据')).toBeInTheDocument();
  });

  it('refuses to open on a form design the engine refuses', async () => {
    openDesigner(JSON.stringify({ fields: [{ __vModel__: 'x', __config__: { jnpfKey: 'fancyInput' } }] }));
    const error = await screen.findByTestId('list-designer-error');
    expect(error).toHaveTextContent('表单设计有误，请先修正表单设计');
    expect(error).toHaveTextContent('fancyInput');
  });

  it('refuses to open on a list design of the wrong shape, naming the item', async () => {
    openDesigner(FORM_DATA, JSON.stringify({ columnList: [{ prop: 'title', align: 'middle' }] }));
    const error = await screen.findByTestId('list-designer-error');
    expect(error).toHaveTextContent('列表设计有误，无法打开');
    expect(error).toHaveTextContent('列表设计项“columnList.0.align”取值无效');
  });

  it('refuses a link button to a script', async () => {
    const { onApply, applied } = openDesigner(FORM_DATA, JSON.stringify({ columnList: [{ prop: 'title' }] }));
    const designer = await screen.findByTestId('list-designer');
    fireEvent.change(within(designer).getByTestId('list-custom-label'), { target: { value: '帮助' } });
    fireEvent.change(within(designer).getByTestId('list-custom-url'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(designer).getByTestId('list-custom-add'));
    expect(await screen.findByText('按钮“帮助”的链接必须以 http://、https:// 或 / 开头')).toBeInTheDocument();
    fireEvent.change(within(designer).getByTestId('list-custom-url'), {
      target: { value: 'https://help.example.com' },
    });
    fireEvent.click(within(designer).getByTestId('list-custom-add'));
    expect(await within(designer).findByText('帮助')).toBeInTheDocument();
    fireEvent.click(within(designer).getByTestId('list-designer-apply'));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(applied().customBtnsList).toEqual([
      {
        value: expect.stringMatching(/^btn_/),
        label: '帮助',
        event: { btnType: 'link', url: 'https://help.example.com' },
      },
    ]);
  });
});
