import type { AreaSelectorOption } from '@platform/contracts';
import { areaEndpoints } from '@platform/contracts/web-endpoints';
import type { AreaOption } from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';

/*
 * The form engine's area picker on the server's area endpoints: the enabled areas below a parent
 * (GET /system/Area/{parentId}/Selector/0, provinces under '-1') and the names of area ids (POST
 * /system/Area/GetAreaByIds). Both are open to every signed-in user.
 */

/** Areas of the server's selector as the picker shows them. */
export const areaOptions = (list: readonly AreaSelectorOption[]): AreaOption[] =>
  list.map((area) => ({ value: area.id, label: area.fullName, isLeaf: area.isLeaf }));

/** The enabled areas below a parent, as the picker shows them. */
export async function areaChildren(parentId: string): Promise<AreaOption[]> {
  const { list } = await call(
    areaEndpoints.selector,
    { params: { id: parentId, ids: '0' } },
    { isSilent: true },
  );
  return areaOptions(list);
}

/** The names of area ids, by id; ids that name no area are left out. */
export async function areaNames(ids: readonly string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  // One path per id: each answer is that id's name, or empty when it names no area.
  const names = await call(
    areaEndpoints.names,
    { body: { idsList: unique.map((id) => [id]) } },
    { isSilent: true },
  );
  return Object.fromEntries(
    unique.flatMap((id, index) => (names[index]?.[0] ? [[id, names[index][0]]] : [])),
  );
}
