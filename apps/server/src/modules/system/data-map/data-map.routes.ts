import { dataMapEndpoints } from '@platform/contracts';
import { PreSerialized, route, signedIn } from '../../../http/route.ts';
import { getDataMapGeoJson, listDataMaps } from './data-map.service.ts';

/*
 * /api/system/atlas (数据地图). Every signed-in user may read the maps: portal and report charts draw
 * them for whoever opens the page.
 */
export const dataMapRoutes = [
  route(dataMapEndpoints.list, {
    access: signedIn,
    handler: () => listDataMaps(),
  }),
  route(dataMapEndpoints.geoJson, {
    access: signedIn,
    handler: async ({ query, request, reply }) => {
      const answer = await getDataMapGeoJson(query.code);
      reply.header('etag', answer.etag).header('cache-control', 'private, max-age=86400');
      if (request.headers['if-none-match'] === answer.etag) reply.code(304);
      return new PreSerialized(answer.json);
    },
  }),
];
