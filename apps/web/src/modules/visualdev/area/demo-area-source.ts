import type { AreaOption } from '@platform/form-engine/react';

/**
 * Stand-in for the server's area endpoints (`GET /api/system/Area/{parentId}`, `POST
 * /api/system/Area/GetAreaByIds`), which are not built yet: a few areas with the same shape (`id`,
 * `fullName`, `isLeaf`, province parent `-1`), so the form preview's area picker works. Replace these two
 * functions with calls to those endpoints when they exist.
 */
interface AreaRecord {
  id: string;
  fullName: string;
  parentId: string;
}

const AREAS: AreaRecord[] = [
  { id: '330000', fullName: '浙江省', parentId: '-1' },
  { id: '330100', fullName: '杭州市', parentId: '330000' },
  { id: '330106', fullName: '西湖区', parentId: '330100' },
  { id: '330106001', fullName: '北山街道', parentId: '330106' },
  { id: '330108', fullName: '滨江区', parentId: '330100' },
  { id: '330200', fullName: '宁波市', parentId: '330000' },
  { id: '330203', fullName: '海曙区', parentId: '330200' },
  { id: '110000', fullName: '北京市', parentId: '-1' },
  { id: '110100', fullName: '北京市', parentId: '110000' },
  { id: '110101', fullName: '东城区', parentId: '110100' },
];

/** The areas below a parent, as the picker asks for them. */
export async function demoAreaChildren(parentId: string): Promise<AreaOption[]> {
  return AREAS.filter((area) => area.parentId === parentId).map((area) => ({
    value: area.id,
    label: area.fullName,
    isLeaf: !AREAS.some((child) => child.parentId === area.id),
  }));
}

/** The names of area ids, by id; unknown ids are left out. */
export async function demoAreaNames(ids: readonly string[]): Promise<Record<string, string>> {
  const byId = new Map(AREAS.map((area) => [area.id, area.fullName]));
  return Object.fromEntries(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as string]] : [])));
}
