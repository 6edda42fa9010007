import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import {
  dictionaryEntryOptions,
  dynamicDictionaryOf,
  type FormModel,
  type StaticOption,
} from '@platform/form-engine';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/*
 * The list names a dynamic-dictionary choice by its entries: each dictionary the list's main-form
 * fields name is read once (the options endpoint every signed-in user may call) and handed to the cell
 * texts by field name. A dictionary that cannot be read leaves its cells as stored.
 */
export function useDictionaryLabels(model: FormModel): ReadonlyMap<string, readonly StaticOption[]> {
  const fields = model.fields
    .filter((entry) => !entry.table)
    .flatMap((entry) => {
      const designId = dynamicDictionaryOf(entry.field);
      return designId ? [{ name: entry.name, designId }] : [];
    });
  const designIds = [...new Set(fields.map((field) => field.designId))];
  const answers = useQueries({
    queries: designIds.map((modelId) => ({
      ...endpointQuery(onlineDevEndpoints.dictionaryOptions, { params: { modelId } }, { isSilent: true }),
      staleTime: 60_000,
    })),
  });
  const byDesign = new Map(designIds.map((id, index) => [id, answers[index]?.data?.list]));
  const loaded = new Map<string, readonly StaticOption[]>();
  for (const { name, designId } of fields) {
    const list = byDesign.get(designId);
    if (list) loaded.set(name, dictionaryEntryOptions(list));
  }
  return loaded;
}
