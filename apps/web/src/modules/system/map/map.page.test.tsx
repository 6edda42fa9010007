import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import MapPage from './map.page.tsx';

const atlas = envelope([
  {
    id: '100000',
    fullName: '中国',
    level: 0,
    parentId: '-1',
    children: [{ id: '350000', fullName: '福建省', level: 1, parentId: '100000' }],
  },
]);
const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
];
const fujian = envelope({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: '福州市', adcode: '350100' },
      geometry: { type: 'Polygon', coordinates: square(119, 26) },
    },
    {
      type: 'Feature',
      properties: { name: '厦门市', adcode: '350200' },
      geometry: { type: 'MultiPolygon', coordinates: [square(118, 24)] },
    },
  ],
});

describe('data map page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the maps and draws the chosen one as SVG paths, one per area', async () => {
    const { calls } = stubFetch({
      'GET /api/system/atlas': atlas,
      'GET /api/system/atlas/geojson': fujian,
    });
    renderAdminPage(<MapPage />, { modelId: 'm-map', buttons: ['btn_preview'] });
    fireEvent.click(await screen.findByText('福建省'));
    fireEvent.click(await screen.findByTestId('map-preview-button'));
    const svg = await screen.findByTestId('map-preview');
    const paths = svg.querySelectorAll('path');
    expect([...paths].map((p) => p.getAttribute('data-name'))).toEqual(['福州市', '厦门市']);
    expect(paths[0]?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L.*Z$/);
    expect(screen.getByText('2 个区域')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/system/atlas/geojson')[0]?.url.searchParams.get('code')).toBe('350000');
  });

  it('offers no preview without the preview button', async () => {
    stubFetch({ 'GET /api/system/atlas': atlas });
    renderAdminPage(<MapPage />, { modelId: 'm-map' });
    fireEvent.click(await screen.findByText('福建省'));
    expect(await screen.findByText('您没有预览地图的权限')).toBeInTheDocument();
    expect(screen.queryByTestId('map-preview-button')).not.toBeInTheDocument();
  });

  it('shows the empty state, and an error with a retry when the list fails', async () => {
    stubFetch({ 'GET /api/system/atlas': envelope([]) });
    const { unmount } = renderAdminPage(<MapPage />, { modelId: 'm-map' });
    expect(await screen.findByText('暂无地图数据')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET /api/system/atlas': envelope(null, '服务器错误', 500) });
    renderAdminPage(<MapPage />, { modelId: 'm-map' });
    await waitFor(() => expect(screen.getByText('地图加载失败')).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
