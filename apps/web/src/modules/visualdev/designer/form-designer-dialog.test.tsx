import { parseFormDesign } from '@platform/form-engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { DRAG_TYPE } from './designer-palette.tsx';
import { FormDesignerDialog } from './form-designer-dialog.tsx';
import { stateFromText } from './use-form-design.ts';

function openDesigner(text = '') {
  const onApply = vi.fn();
  renderWithApp(
    <FormDesignerDialog initial={stateFromText(text)} onClose={() => undefined} onApply={onApply} />,
  );
  return { onApply, applied: () => JSON.parse(onApply.mock.calls.at(-1)?.[0] as string) };
}

const widget = (id: number) => screen.findByTestId(`designer-widget-${id}`);

describe('form designer', { timeout: 20_000 }, () => {
  it('adds a widget, edits its label, field name and required, and hands back a design the engine loads', async () => {
    const { onApply, applied } = openDesigner();
    expect(await screen.findByText('从左侧点选或拖入控件来设计表单')).toBeTruthy();
    fireEvent.click(screen.getByTestId('palette-comInput'));
    const block = await widget(101);
    expect(block.textContent).toContain('comInputField101');

    fireEvent.change(screen.getByTestId('prop-label'), { target: { value: '客户名称' } });
    fireEvent.change(screen.getByTestId('prop-vModel'), { target: { value: '1bad' } });
    expect(await screen.findByText('字段名以字母开头，只含字母、数字和下划线')).toBeTruthy();
    fireEvent.change(screen.getByTestId('prop-vModel'), { target: { value: 'customer' } });
    fireEvent.click(screen.getByTestId('prop-required'));
    await waitFor(() => expect((block.textContent ?? '').includes('客户名称')).toBe(true));

    fireEvent.click(screen.getByTestId('designer-apply'));
    expect(onApply).toHaveBeenCalledTimes(1);
    const design = applied();
    expect(design.fields[0]).toMatchObject({
      __vModel__: 'customer',
      __config__: { jnpfKey: 'comInput', label: '客户名称', required: true, formId: 101 },
    });
    expect(design.idGlobal).toBe(101);
    expect(parseFormDesign(design).success).toBe(true);
  });

  it('adds into the selected container, refuses layout in a sub-table, and undoes and redoes', async () => {
    openDesigner();
    fireEvent.click(screen.getByTestId('palette-card'));
    await widget(101);
    fireEvent.click(screen.getByTestId('palette-numInput'));
    const inCard = await widget(102);
    expect(within(screen.getByTestId('designer-slot-101')).getByTestId('designer-widget-102')).toBe(inCard);

    fireEvent.click(screen.getByTestId('designer-widget-101'));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('designer-widget-102')).toBeNull());
    fireEvent.click(screen.getByTestId('designer-undo'));
    expect(await widget(102)).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-redo'));
    await waitFor(() => expect(screen.queryByTestId('designer-widget-101')).toBeNull());

    fireEvent.click(screen.getByTestId('palette-table'));
    await widget(101);
    fireEvent.click(screen.getByTestId('palette-card'));
    expect((await screen.findByTestId('designer-refusal')).textContent).toContain(
      '设计子表中不能放入“卡片容器”',
    );
    fireEvent.click(screen.getByTestId('palette-comInput'));
    await widget(102);
    expect(within(screen.getByTestId('designer-slot-101')).getByTestId('designer-widget-102')).toBeTruthy();
  });

  it('drops a palette widget before a block and moves a block by dragging', async () => {
    const { applied } = openDesigner(
      JSON.stringify({
        fields: [
          { __config__: { jnpfKey: 'comInput', label: '甲', formId: 101 }, __vModel__: 'a' },
          { __config__: { jnpfKey: 'comInput', label: '乙', formId: 102 }, __vModel__: 'b' },
        ],
      }),
    );
    const drag = (type: string, value: string) => ({
      dataTransfer: { types: [type], getData: (asked: string) => (asked === type ? value : '') },
    });
    fireEvent.dragOver(await widget(101), drag(DRAG_TYPE.palette, 'switch'));
    fireEvent.drop(await widget(101), drag(DRAG_TYPE.palette, 'switch'));
    await widget(103);
    fireEvent.drop(await widget(103), drag(DRAG_TYPE.widget, '102'));
    fireEvent.click(screen.getByTestId('designer-apply'));
    expect(applied().fields.map((f: { __config__: { formId: number } }) => f.__config__.formId)).toEqual([
      102, 103, 101,
    ]);
  });
});
