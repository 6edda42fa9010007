import { describe, expect, it } from 'vitest';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 数据地图 as the original client's portal charts read it: GET /api/system/atlas (a tree of division
 * codes) and GET /api/system/atlas/geojson?code= (one map), for any signed-in user, cached by ETag.
 */

const t = useTestApp();
const admin = useAdminUser(t);

interface Node {
  id: string;
  fullName: string;
  level: number;
  parentId: string;
  children?: Node[];
}
interface GeoJson {
  type: string;
  features: {
    type: string;
    properties: { name: string; adcode?: string };
    geometry: { type: string; coordinates: unknown[] };
  }[];
}

/** The first [longitude, latitude] of a Polygon's or MultiPolygon's coordinates. */
function firstPosition(coordinates: unknown): number[] {
  let value = coordinates;
  while (Array.isArray(value) && Array.isArray(value[0])) value = value[0];
  return value as number[];
}

const atlas = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/system/atlas', token })).body;
const geoJson = (code: string, token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/system/atlas/geojson?code=${code}`, token, headers });

describe('GET /api/system/atlas', () => {
  it('is China, its 34 provinces and their cities, with the division codes 行政区划 uses', async () => {
    const body = await atlas(admin.token);
    expect(body.code).toBe(200);
    const [china] = body.data as Node[];
    expect(china).toMatchObject({ id: '100000', fullName: '中国', level: 0 });
    expect(china?.children).toHaveLength(34);
    const anhui = china?.children?.find((p) => p.id === '340000');
    expect(anhui).toMatchObject({ fullName: '安徽省', level: 1, parentId: '100000' });
    expect(anhui?.children?.find((c) => c.id === '340100')).toMatchObject({
      fullName: '合肥市',
      level: 2,
      parentId: '340000',
    });
    const cities = china?.children?.flatMap((p) => p.children ?? []) ?? [];
    expect(cities.length).toBeGreaterThan(330);
    // The same codes are areas: 合肥市 is an area under 安徽省.
    const areas = await t.call({ method: 'GET', url: '/api/system/Area/340000', token: admin.token });
    expect(areas.body.data.list.map((a: { id: string }) => a.id)).toContain('340100');
  });

  it('answers every signed-in user, and nobody signed out', async () => {
    const user = await createUser(t);
    expect((await atlas(user.token)).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/system/atlas' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/system/atlas/geojson?code=100000' })).status).toBe(401);
  });
});

describe('GET /api/system/atlas/geojson', () => {
  it('draws China by province, a province by city and a city by district, each feature named and coded', async () => {
    const china = (await geoJson('100000', admin.token)).body.data as GeoJson;
    expect(china.type).toBe('FeatureCollection');
    expect(china.features).toHaveLength(34);
    const fujian = china.features.find((f) => f.properties.adcode === '350000');
    expect(fujian?.properties.name).toBe('福建省');
    const [lng, lat] = firstPosition(fujian?.geometry.coordinates);
    expect(lng).toBeGreaterThan(115);
    expect(lng).toBeLessThan(121);
    expect(lat).toBeGreaterThan(23);
    expect(lat).toBeLessThan(29);

    const anhui = (await geoJson('340000', admin.token)).body.data as GeoJson;
    expect(anhui.features.map((f) => f.properties.name)).toContain('合肥市');
    expect(anhui.features.find((f) => f.properties.name === '合肥市')?.properties.adcode).toBe('340100');

    const hefei = (await geoJson('340100', admin.token)).body.data as GeoJson;
    expect(hefei.features.map((f) => f.properties.name)).toContain('瑶海区');
    expect(hefei.features.every((f) => f.properties.adcode?.startsWith('3401'))).toBe(true);

    const beijing = (await geoJson('110000', admin.token)).body.data as GeoJson;
    expect(beijing.features.map((f) => f.properties.name)).toContain('东城区');
  });

  it('sends an ETag and answers 304 when the caller already has the map', async () => {
    const first = await geoJson('350000', admin.token);
    const etag = String(first.raw.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await geoJson('350000', admin.token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
  });

  it('answers 404 for a code without a map and 400 for what is not a division code', async () => {
    const missing = await geoJson('990000', admin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('没有该区划的地图：990000');
    expect((await geoJson('abc', admin.token)).status).toBe(400);
    expect((await geoJson("1' or 1=1", admin.token)).status).toBe(400);
  });
});
