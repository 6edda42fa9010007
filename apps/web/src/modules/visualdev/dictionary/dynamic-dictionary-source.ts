import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { call } from '../../../platform/http/call.ts';

/*
 * The form engine's dynamic-dictionary options (`dataType: 'dynamicDictionary'`): the enabled entries
 * of the dictionary design (GET /visualdev/OnlineDev/{modelId}/DictionaryOptions, open to every
 * signed-in user), as rows `{id, fullName, enCode, children?}` that the renderer reads under the field's
 * option keys.
 */
export async function dynamicDictionaryOptions(designId: string): Promise<Array<Record<string, unknown>>> {
  const { list } = await call(
    onlineDevEndpoints.dictionaryOptions,
    { params: { modelId: designId } },
    { isSilent: true },
  );
  return list.map((option) => ({ ...option }));
}
