import { endpoint } from '../endpoint.ts';
import { dataMapGeoJsonQuerySchema, dataMapGeoJsonSchema, dataMapTreeSchema } from './data-map.ts';

/** 数据地图: the atlas of maps and one map's GeoJSON, as the original client's portal charts read them. */
export const dataMapEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/system/atlas',
    summary: 'The maps: China, its provinces and their cities, as a tree of division codes',
    schemas: { response: dataMapTreeSchema },
  }),
  geoJson: endpoint({
    method: 'GET',
    path: '/system/atlas/geojson',
    summary: "One map's GeoJSON by division code (cached; answers 304 to a matching If-None-Match)",
    schemas: { query: dataMapGeoJsonQuerySchema, response: dataMapGeoJsonSchema },
  }),
};
