import { CHINA_MAP_CODE, type DataMapNode } from '@platform/contracts';
import { type Division, readDivisions } from '../../../shared/divisions.ts';
import { readChinaFeatures, readCityFileNames } from './map-package-files.ts';

/*
 * Which maps exist and where each one's shapes come from. Codes are the GB/T 2260 division codes
 * of the same list 行政区划 is seeded from, so a map's code is an area id. A city file is linked to
 * its division by the short name inside it (合肥 → 合肥市 340100); a province's map is the outlines
 * of its cities; a municipality or SAR (北京, 香港) is drawn with its districts.
 */

export type MapSource =
  | { kind: 'china' }
  | { kind: 'cities'; cityCodes: string[] }
  | { kind: 'districts'; file: string }
  | { kind: 'outline' };

export interface MapEntry {
  code: string;
  name: string;
  level: number;
  parentId: string;
  source: MapSource;
  /** The city file of a level-2 map (its outline is a feature of the province map). */
  file?: string;
}

export interface MapCatalogue {
  entries: Map<string, MapEntry>;
  tree: DataMapNode[];
}

interface Candidate {
  division: Division;
  provinceCode: string;
}

/** The division a city file's short name stands for, or undefined when none fits. */
function matchDivision(name: string, provinces: readonly Division[]): Candidate | undefined {
  if (name === '') return undefined;
  const cities = provinces.flatMap((p) => (p.d ?? []).map((division) => ({ division, provinceCode: p.c })));
  const countyCities = cities
    .filter(({ division }) => division.c.endsWith('9000'))
    .flatMap(({ division, provinceCode }) => (division.d ?? []).map((d) => ({ division: d, provinceCode })));
  for (const pool of [cities, countyCities]) {
    const found = pool.filter(({ division }) => division.n.startsWith(name));
    const exact = found.find(({ division }) => division.n === `${name}市`);
    if (exact ?? found[0]) return exact ?? found[0];
  }
  const province = provinces.find((p) => p.n.startsWith(name));
  return province ? { division: province, provinceCode: province.c } : undefined;
}

/** Reads both packages once and links every map to its division code. */
export async function buildMapCatalogue(): Promise<MapCatalogue> {
  const [provinces, chinaFeatures, cityFiles] = await Promise.all([
    readDivisions(),
    readChinaFeatures(),
    readCityFileNames(),
  ]);
  const entries = new Map<string, MapEntry>();
  entries.set(CHINA_MAP_CODE, {
    code: CHINA_MAP_CODE,
    name: '中国',
    level: 0,
    parentId: '-1',
    source: { kind: 'china' },
  });
  const byCode = new Map(provinces.map((p) => [p.c, p]));
  for (const { code } of chinaFeatures) {
    const province = byCode.get(code);
    if (!province) continue;
    entries.set(code, {
      code,
      name: province.n,
      level: 1,
      parentId: CHINA_MAP_CODE,
      source: { kind: 'outline' },
    });
  }
  for (const { file, name } of cityFiles) {
    const match = matchDivision(name, provinces);
    const province = match && entries.get(match.provinceCode);
    if (!match || !province || (entries.has(match.division.c) && match.division.c !== province.code))
      continue;
    if (match.division.c === province.code) {
      province.source = { kind: 'districts', file };
      continue;
    }
    entries.set(match.division.c, {
      code: match.division.c,
      name: match.division.n,
      level: 2,
      parentId: province.code,
      source: { kind: 'districts', file },
      file,
    });
    if (province.source.kind === 'outline') province.source = { kind: 'cities', cityCodes: [] };
    if (province.source.kind === 'cities') province.source.cityCodes.push(match.division.c);
  }
  return { entries, tree: treeOf(entries) };
}

function treeOf(entries: Map<string, MapEntry>): DataMapNode[] {
  const sorted = [...entries.values()].sort((a, b) => a.code.localeCompare(b.code));
  const node = (entry: MapEntry): DataMapNode => {
    const children = sorted.filter((child) => child.parentId === entry.code).map(node);
    const base = { id: entry.code, fullName: entry.name, level: entry.level, parentId: entry.parentId };
    return children.length > 0 ? { ...base, children } : base;
  };
  return sorted.filter((entry) => entry.level === 0).map(node);
}
