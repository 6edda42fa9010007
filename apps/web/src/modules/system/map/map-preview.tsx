import { dataMapEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { mapShapes } from './geo-path.ts';
import { MapLoadFailed } from './map-load-failed.tsx';

const WIDTH = 800;
const HEIGHT = 600;

/** One map drawn from its GeoJSON: a path per area, named on hover. */
export function MapPreview({ code }: { code: string }) {
  const { t } = useTranslation('map');
  const query = useQuery({
    ...endpointQuery(dataMapEndpoints.geoJson, { query: { code } }),
    staleTime: Infinity,
  });
  const shapes = useMemo(() => (query.data ? mapShapes(query.data, WIDTH, HEIGHT) : []), [query.data]);
  if (query.isPending)
    return <Spin data-testid="map-preview-loading" style={{ display: 'block', margin: 48 }} />;
  if (query.isError) {
    return <MapLoadFailed onRetry={() => query.refetch()} />;
  }
  if (shapes.length === 0) return <Empty description={t('empty')} />;
  return (
    <div>
      <div style={{ marginBottom: 8 }}>{t('areas', { count: shapes.length })}</div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', maxHeight: '70vh' }}
        role="img"
        aria-label={code}
        data-testid="map-preview"
      >
        {shapes.map((shape) => (
          <Tooltip key={shape.key} title={shape.name}>
            <path d={shape.d} fill="#cfe3ff" stroke="#3b7dd8" strokeWidth={0.6} data-name={shape.name} />
          </Tooltip>
        ))}
      </svg>
    </div>
  );
}
