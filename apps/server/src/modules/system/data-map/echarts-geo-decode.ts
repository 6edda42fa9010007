/*
 * ECharts' compact map format ("UTF8Encoding"): each ring is a string of character pairs, each pair
 * a zigzag-encoded step (offset by 64) from the previous point, starting at the ring's encodeOffsets,
 * in units of 1/1024 degree. Decoding gives plain GeoJSON positions.
 */

const SCALE = 1024;

interface EncodedGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown[];
  encodeOffsets?: unknown[];
}

const unzigzag = (value: number) => (value >> 1) ^ -(value & 1);

function decodeRing(ring: string, [startX, startY]: [number, number]): number[][] {
  const points: number[][] = [];
  let x = startX;
  let y = startY;
  for (let i = 0; i + 1 < ring.length; i += 2) {
    x += unzigzag(ring.charCodeAt(i) - 64);
    y += unzigzag(ring.charCodeAt(i + 1) - 64);
    points.push([x / SCALE, y / SCALE]);
  }
  return points;
}

/** The geometry with plain coordinates (an already plain geometry is returned as it is). */
export function decodeGeometry(geometry: EncodedGeometry): {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown[];
} {
  const offsets = geometry.encodeOffsets;
  if (!offsets) return { type: geometry.type, coordinates: geometry.coordinates };
  const polygon = (rings: unknown[], ringOffsets: unknown[]) =>
    rings.map((ring, i) => decodeRing(String(ring), ringOffsets[i] as [number, number]));
  const coordinates =
    geometry.type === 'Polygon'
      ? polygon(geometry.coordinates, offsets)
      : geometry.coordinates.map((rings, i) => polygon(rings as unknown[], offsets[i] as unknown[]));
  return { type: geometry.type, coordinates };
}
