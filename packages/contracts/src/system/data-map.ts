import { z } from 'zod';

/*
 * 数据地图: maps of China, its provinces and its cities, keyed by GB/T 2260 division codes (the ids of
 * 行政区划). The original client reads them as an "atlas": a tree of {id, fullName, children} and the
 * GeoJSON of one code.
 */

/** The whole country's code. */
export const CHINA_MAP_CODE = '100000';

/** One map in the atlas tree: `id` is the division code, `level` 0 country, 1 province, 2 city. */
export interface DataMapNode {
  id: string;
  fullName: string;
  level: number;
  parentId: string;
  children?: DataMapNode[];
}

export const dataMapNodeSchema: z.ZodType<DataMapNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    level: z.number().int(),
    parentId: z.string(),
    children: z.array(dataMapNodeSchema).optional(),
  }),
);
export const dataMapTreeSchema = z.array(dataMapNodeSchema);

/** GET /system/atlas/geojson?code=… */
export const dataMapGeoJsonQuerySchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export type DataMapGeoJsonQuery = z.infer<typeof dataMapGeoJsonQuerySchema>;

/**
 * A GeoJSON FeatureCollection of polygons; each feature names its area (`name`, and `adcode` when
 * known). Coordinates are not checked position by position: a city map holds hundreds of thousands.
 */
export const dataMapGeoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({ name: z.string(), adcode: z.string().optional() }),
      geometry: z.union([
        z.object({ type: z.literal('Polygon'), coordinates: z.array(z.unknown()) }),
        z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.unknown()) }),
      ]),
    }),
  ),
});
export type DataMapGeoJson = z.infer<typeof dataMapGeoJsonSchema>;
