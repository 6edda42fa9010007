import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { createFakeSources } from '../sources.tsx';
import { parsed, widget } from '../test-helpers.ts';
import type { AreaOption } from '../widget-sources.ts';

const AREAS: Record<string, AreaOption[]> = {
  '-1': [
    { value: 'zj', label: '浙江省' },
    { value: 'js', label: '江苏省' },
  ],
  zj: [{ value: 'hz', label: '杭州市' }],
  hz: [{ value: 'xh', label: '西湖区', isLeaf: true }],
};
const names = { zj: '浙江省', js: '江苏省', hz: '杭州市', xh: '西湖区' };

function areaSources() {
  const areaChildren = vi.fn(async (parentId: string) => AREAS[parentId] ?? []);
  return { areaChildren, sources: { ...createFakeSources({ names: { area: names } }), areaChildren } };
}

describe('address widget (area picker)', () => {
  it('is built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('address');
  });

  it('read mode shows the area names along each path', async () => {
    const design = parsed([
      widget('address', 'region', '地区'),
      widget('address', 'regions', '多个地区', { multiple: true }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ region: ['zj', 'hz', 'xh'], regions: [['zj', 'hz'], ['js']] }}
        mode="read"
        sources={areaSources().sources}
      />,
    );
    expect(await screen.findByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
    expect(await screen.findByText('浙江省/杭州市, 江苏省')).toBeInTheDocument();
  });

  it('edit mode loads the provinces and the levels along the value, and shows its names', async () => {
    const { areaChildren, sources } = areaSources();
    const design = parsed([widget('address', 'region', '地区', { level: 2 })]);
    render(
      <FormRenderer design={design} value={{ region: ['zj', 'hz', 'xh'] }} mode="edit" sources={sources} />,
    );
    await waitFor(() => expect(screen.getByTitle('浙江省 / 杭州市 / 西湖区')).toBeInTheDocument());
    expect(areaChildren.mock.calls.map(([parentId]) => parentId).sort()).toEqual(['-1', 'hz', 'zj']);
  });

  it('stops at the design level: with level 0 a province is a final choice', async () => {
    const { areaChildren, sources } = areaSources();
    const onChange = vi.fn();
    const design = parsed([widget('address', 'region', '地区', { level: 0 })]);
    render(<FormRenderer design={design} mode="edit" onChange={onChange} sources={sources} />);
    await waitFor(() => expect(areaChildren).toHaveBeenCalledWith('-1'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '地区' }));
    fireEvent.click(await screen.findByText('浙江省'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ region: ['zj'] }));
    expect(areaChildren).not.toHaveBeenCalledWith('zj');
  });

  it('loads the next level when a province is opened below the design level', async () => {
    const { areaChildren, sources } = areaSources();
    const design = parsed([widget('address', 'region', '地区', { level: 1 })]);
    render(<FormRenderer design={design} mode="edit" sources={sources} />);
    await waitFor(() => expect(areaChildren).toHaveBeenCalledWith('-1'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '地区' }));
    fireEvent.click(await screen.findByText('浙江省'));
    await waitFor(() => expect(areaChildren).toHaveBeenCalledWith('zj'));
    expect(await screen.findByText('杭州市')).toBeInTheDocument();
  });
});
