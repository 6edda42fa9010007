import type { DataMapGeoJson } from '@platform/contracts';

/*
 * GeoJSON polygons as SVG paths: longitude and latitude projected equirectangularly, longitude
 * shrunk by the cosine of the map's middle latitude so shapes keep their proportions, y flipped
 * (north up), the whole fitted into a width × height box.
 */

type Ring = number[][];
export interface MapShape {
  /** Unique within the map (two features may share a name). */
  key: string;
  name: string;
  code?: string;
  d: string;
}

function polygonsOf(geometry: DataMapGeoJson['features'][number]['geometry']): Ring[][] {
  return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Ring[][];
}

/** The SVG path of each feature, in a box of the given size. */
export function mapShapes(geoJson: DataMapGeoJson, width: number, height: number): MapShape[] {
  const points = geoJson.features
    .flatMap((f) => polygonsOf(f.geometry).flat(2) as unknown as Ring)
    .filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (points.length === 0) return [];
  const xs = points.map((p) => p[0] as number);
  const ys = points.map((p) => p[1] as number);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const shrink = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxX - minX) * shrink, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min(width / spanX, height / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const at = ([x = 0, y = 0]: number[]) =>
    `${(offsetX + (x - minX) * shrink * scale).toFixed(1)},${(offsetY + (maxY - y) * scale).toFixed(1)}`;
  return geoJson.features.map((f, index) => ({
    key: `${f.properties.adcode ?? f.properties.name}#${index}`,
    name: f.properties.name,
    code: f.properties.adcode,
    d: polygonsOf(f.geometry)
      .flatMap((polygon) => polygon.map((ring) => `M${ring.map(at).join('L')}Z`))
      .join(''),
  }));
}
