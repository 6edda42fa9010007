import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneInterfaceRoutes } from '../../../../testing/data-interface-stub.ts';
import { envelope, stubFetch } from '../../../../testing/fetch-stub.ts';
import { roleSelectorNode, selectedItem, userSelectorNode } from '../../../../testing/picker-stubs.ts';
import { openDesigner, pick, select } from './designer-properties-testing.tsx';

/* The widget settings of the original's panel: defaults, uploads, display texts, controls, containers. */

afterEach(() => vi.unstubAllGlobals());

describe('form designer widget settings', { timeout: 30_000 }, () => {
  it('sets 默认为当前系统时间 on a date and 默认为当前登录部门 on a department picker, clearing a fixed default', async () => {
    const { saved } = openDesigner();
    await select(107);
    expect(await screen.findByText('默认为当前系统时间')).toBeTruthy();
    fireEvent.click(screen.getByTestId('prop-defaultCurrent'));
    await select(112);
    expect(await screen.findByText('默认为当前登录部门')).toBeTruthy();
    fireEvent.click(screen.getByTestId('prop-defaultCurrent'));
    expect(saved(107).__config__).toMatchObject({ defaultCurrent: true, defaultValue: null });
    expect(saved(112).__config__).toMatchObject({ defaultCurrent: true, defaultValue: null });
    // Not offered where nothing current applies.
    await select(108);
    await screen.findByTestId('prop-add-reg');
    expect(screen.queryByTestId('prop-defaultCurrent')).toBeNull();
  });

  it("sets an attachment field's button text, file types, size and count", async () => {
    const { saved } = openDesigner();
    await select(113);
    fireEvent.change(await screen.findByTestId('prop-buttonText'), { target: { value: '上传合同' } });
    await pick('prop-accept', 'Word');
    await pick('prop-accept', 'PDF');
    fireEvent.change(screen.getByTestId('prop-fileSize'), { target: { value: '500' } });
    await pick('prop-sizeUnit', 'KB');
    fireEvent.change(screen.getByTestId('prop-limit'), { target: { value: '3' } });
    // A type the list does not name (written in the JSON) stays.
    expect(saved(113)).toMatchObject({
      buttonText: '上传合同',
      accept: '.zip,.doc,.docx,.pdf',
      fileSize: 500,
      sizeUnit: 'KB',
      limit: 3,
    });
  });

  it('sets the texts of display widgets and refuses a link address of another scheme', async () => {
    const { saved } = openDesigner();
    await select(114);
    fireEvent.change(await screen.findByTestId('prop-text'), { target: { value: '请如实填写' } });
    await select(115);
    fireEvent.change(await screen.findByTestId('prop-content'), { target: { value: '填写说明' } });
    fireEvent.change(screen.getByTestId('prop-href'), { target: { value: 'javascript:alert(1)' } });
    expect(await screen.findByText(/链接地址只能是/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('prop-href'), { target: { value: 'https://example.com/help' } });
    await waitFor(() => expect(screen.queryByText(/链接地址只能是/)).toBeNull());
    await pick('prop-target', '新窗口');
    await select(116);
    await pick('prop-type', '警告');
    fireEvent.click(screen.getByTestId('prop-show-icon'));
    await select(117);
    fireEvent.change(await screen.findByTestId('prop-dividerText'), { target: { value: '审批信息' } });
    await pick('prop-content-position', '左');

    expect(saved(114).__config__.defaultValue).toBe('请如实填写');
    expect(saved(115)).toMatchObject({
      content: '填写说明',
      href: 'https://example.com/help',
      target: '_blank',
    });
    expect(saved(116)).toMatchObject({ type: 'warning', 'show-icon': true });
    expect(saved(117)).toMatchObject({ __slot__: { default: '审批信息' }, 'content-position': 'left' });
  });

  it('sets the label tip, disabled, and the switch, rate, slider and text area settings', async () => {
    const { saved } = openDesigner();
    await select(118);
    fireEvent.change(await screen.findByTestId('prop-tipLabel'), { target: { value: '打开表示同意' } });
    fireEvent.change(screen.getByTestId('prop-activeTxt'), { target: { value: '同意' } });
    fireEvent.change(screen.getByTestId('prop-inactiveTxt'), { target: { value: '不同意' } });
    fireEvent.click(screen.getByTestId('prop-disabled'));
    await select(119);
    fireEvent.change(await screen.findByTestId('prop-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('prop-allow-half'));
    await select(120);
    fireEvent.change(await screen.findByTestId('prop-min'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('prop-step'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('prop-range'));
    expect(screen.queryByTestId('prop-precision')).toBeNull();
    await select(121);
    fireEvent.change(await screen.findByTestId('prop-minRows'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('prop-maxRows'), { target: { value: '8' } });

    expect(saved(118)).toMatchObject({ activeTxt: '同意', inactiveTxt: '不同意', disabled: true });
    expect(saved(118).__config__.tipLabel).toBe('打开表示同意');
    expect(saved(119)).toMatchObject({ max: 10, 'allow-half': true });
    expect(saved(120)).toMatchObject({ min: 10, step: 5, range: true });
    expect(saved(121)).toMatchObject({ autosize: { minRows: 3, maxRows: 8 } });
  });

  it("edits a tab's panes (the open one removed, the first opens), a collapse's and a card's title", async () => {
    const { saved } = openDesigner();
    await select(122);
    fireEvent.change(await screen.findByTestId('prop-pane-0'), { target: { value: '基本信息' } });
    fireEvent.click(screen.getByTestId('prop-pane-add'));
    fireEvent.click(screen.getByTestId('prop-pane-remove-1'));
    const confirm = await waitFor(() => {
      const button = document.querySelector('.ant-popconfirm .ant-btn-primary');
      if (!button) throw new Error('no confirmation open');
      return button;
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('prop-pane-2')).toBeNull());
    const tab = saved(122).__config__;
    expect((tab.children as { title: string }[]).map((pane) => pane.title)).toEqual(['基本信息', '面板 3']);
    expect(tab.active).toBe(0);

    await select(124);
    // The last pane stays.
    expect(await screen.findByText('最后一项不能删除')).toBeTruthy();
    expect(screen.getByTestId('prop-pane-remove-0')).toBeDisabled();
    fireEvent.click(screen.getByTestId('prop-accordion'));
    await select(123);
    fireEvent.change(await screen.findByTestId('prop-header'), { target: { value: '采购信息' } });
    expect(saved(124)).toMatchObject({ accordion: true });
    expect(saved(123)).toMatchObject({ header: '采购信息' });
  });

  it('sets default values of a text, a number, a switch and a choice among its options', async () => {
    const { saved } = openDesigner();
    await select(108);
    fireEvent.change(await screen.findByTestId('prop-defaultValue'), { target: { value: '未命名' } });
    await select(101);
    fireEvent.change(await screen.findByTestId('prop-defaultValue'), { target: { value: '12' } });
    await select(118);
    fireEvent.click(await screen.findByTestId('prop-defaultValue'));
    await select(106);
    await pick('prop-defaultValue', '甲');
    // A date has its own default (the current time), not a fixed one here.
    await select(107);
    await screen.findByTestId('prop-defaultCurrent');
    expect(screen.queryByTestId('prop-defaultValue')).toBeNull();

    expect(saved(108).__config__.defaultValue).toBe('未命名');
    expect(saved(101).__config__.defaultValue).toBe(12);
    expect(saved(118).__config__.defaultValue).toBe(1);
    expect(saved(106).__config__.defaultValue).toBe('1');
  });

  it("sets a sub-table's pick list: the interface's fields read from it, their headers and each column's field", async () => {
    stubFetch({
      ...oneInterfaceRoutes('仓库物品', []),
      'POST /api/system/DataInterface/if1/Actions/GetFields': envelope(['F_Name', 'F_Price', 'F_Stock']),
    });
    const { saved } = openDesigner();
    await select(125);
    fireEvent.click(await screen.findByTestId('prop-pick-load-fields'));
    await pick('prop-pick-columns', 'F_Name');
    await pick('prop-pick-columns', 'F_Stock');
    fireEvent.change(await screen.findByTestId('prop-pick-header-F_Name'), { target: { value: '名称' } });
    await pick('prop-pick-relation-goodsName', 'F_Name');
    await pick('prop-pick-relation-unitPrice', 'F_Price');
    await waitFor(() =>
      expect(saved(125).addTableConf).toMatchObject({
        interfaceId: 'if1',
        columnOptions: [
          { value: 'F_Name', label: '名称' },
          { value: 'F_Stock', label: 'F_Stock' },
        ],
        relationOptions: [
          { field: 'goodsName', type: 1, value: 'F_Name' },
          { field: 'unitPrice', type: 1, value: 'F_Price' },
        ],
      }),
    );
  });

  it("sets a custom user picker's users (found by search, named once chosen) and roles", async () => {
    stubFetch({
      'POST /api/permission/Users/getSelectedList': envelope({
        list: [selectedItem('u1', 'user', '张三/zhangsan')],
      }),
      'POST /api/permission/Users/ImUser/Selector/0': envelope({
        list: [
          userSelectorNode('u1', 'user', false, '张三/zhangsan'),
          userSelectorNode('u2', 'user', false, '李四/lisi'),
        ],
        pagination: { currentPage: 1, pageSize: 50, total: 2 },
      }),
      'GET /api/permission/Role/Selector': envelope({
        list: [roleSelectorNode('r1', '-1', '出纳'), roleSelectorNode('r2', '-1', '会计')],
      }),
    });
    const { saved } = openDesigner();
    await select(128);
    // The chosen user shows by name, not by id.
    expect(await screen.findByText('张三/zhangsan')).toBeTruthy();
    await pick('prop-ableUserIds', '李四/lisi');
    await pick('prop-ableRoleIds', '会计');
    await waitFor(() => expect(saved(128)).toMatchObject({ ableUserIds: ['u1', 'u2'], ableRoleIds: ['r2'] }));
  });
});
