import { createHash } from 'node:crypto';
import { type DataMapGeoJson, type DataMapNode, dataMapGeoJsonSchema } from '@platform/contracts';
import { notFound } from '../../../http/app-error.ts';
import { buildMapCatalogue, type MapCatalogue, type MapEntry } from './data-map-catalogue.ts';
import { mapFeature, readChinaFeatures, readCityFeatures } from './map-package-files.ts';

/*
 * The maps are the packages' files, the same for every caller and every process: the catalogue is
 * built once, and the GeoJSON of the most recently asked maps is kept as checked JSON text with an
 * ETag (a hash of that text).
 */

const CACHED_MAPS = 48;

export interface MapAnswer {
  json: string;
  etag: string;
}

let catalogue: Promise<MapCatalogue> | undefined;
const answers = new Map<string, Promise<MapAnswer>>();

function getCatalogue(): Promise<MapCatalogue> {
  catalogue ??= buildMapCatalogue().catch((error: unknown) => {
    catalogue = undefined;
    throw error;
  });
  return catalogue;
}

/** GET /system/atlas: China, its provinces and their cities. */
export async function listDataMaps(): Promise<DataMapNode[]> {
  return (await getCatalogue()).tree;
}

async function featuresOf(
  entry: MapEntry,
  entries: Map<string, MapEntry>,
): Promise<DataMapGeoJson['features']> {
  const { source } = entry;
  if (source.kind === 'china' || source.kind === 'outline') {
    const china = await readChinaFeatures();
    const shown = source.kind === 'china' ? china : china.filter(({ code }) => code === entry.code);
    return shown.map(({ code, raw }) =>
      mapFeature(raw, entries.get(code)?.name ?? raw.properties?.name ?? code, code),
    );
  }
  if (source.kind === 'districts') {
    const raws = await readCityFeatures(source.file, 'districts');
    return raws.map((raw) => mapFeature(raw, raw.properties?.name ?? '', raw.id));
  }
  const cities = source.cityCodes.flatMap((code) => entries.get(code) ?? []);
  const outlines = await Promise.all(
    cities.map(async (city) =>
      (await readCityFeatures(city.file ?? '', 'outline')).map((raw) =>
        mapFeature(raw, city.name, city.code),
      ),
    ),
  );
  return outlines.flat();
}

async function buildAnswer(code: string): Promise<MapAnswer> {
  const { entries } = await getCatalogue();
  const entry = entries.get(code);
  if (!entry) throw notFound('dataMap.notFound', { code });
  const geoJson = dataMapGeoJsonSchema.parse({
    type: 'FeatureCollection',
    features: await featuresOf(entry, entries),
  });
  const json = JSON.stringify(geoJson);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** GET /system/atlas/geojson: one map as checked JSON text and its ETag; 404 for a code without a map. */
export function getDataMapGeoJson(code: string): Promise<MapAnswer> {
  const cached = answers.get(code);
  if (cached) {
    answers.delete(code);
    answers.set(code, cached);
    return cached;
  }
  const pending = buildAnswer(code);
  answers.set(code, pending);
  pending.catch(() => answers.delete(code));
  while (answers.size > CACHED_MAPS) answers.delete(answers.keys().next().value as string);
  return pending;
}
