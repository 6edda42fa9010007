import { dictionaryDataEndpoints, onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import {
  dataDictionaryOf,
  dataDictionaryRows,
  dictionaryEntryOptions,
  dynamicDictionaryOf,
  type FormModel,
  optionKeysOf,
  type StaticOption,
} from '@platform/form-engine';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/*
 * The list names a dictionary choice by its entries: each dictionary the list's main-form fields name
 * (a dynamic dictionary design, or a data-dictionary category) is read once (option endpoints every
 * signed-in user may call) and handed to the cell texts by field name. A dictionary that cannot be read
 * leaves its cells as stored.
 */

type Source = {
  name: string;
  kind: 'dynamic' | 'data';
  id: string;
  field: FormModel['fields'][number]['field'];
};

function sourcesOf(model: FormModel): Source[] {
  return model.fields
    .filter((entry) => !entry.table)
    .flatMap((entry): Source[] => {
      const designId = dynamicDictionaryOf(entry.field);
      if (designId) return [{ name: entry.name, kind: 'dynamic', id: designId, field: entry.field }];
      const dictionaryType = dataDictionaryOf(entry.field);
      if (dictionaryType) return [{ name: entry.name, kind: 'data', id: dictionaryType, field: entry.field }];
      return [];
    });
}

export function useDictionaryLabels(model: FormModel): ReadonlyMap<string, readonly StaticOption[]> {
  const sources = sourcesOf(model);
  const designIds = [...new Set(sources.filter((s) => s.kind === 'dynamic').map((s) => s.id))];
  const typeIds = [...new Set(sources.filter((s) => s.kind === 'data').map((s) => s.id))];
  const designs = useQueries({
    queries: designIds.map((modelId) => ({
      ...endpointQuery(onlineDevEndpoints.dictionaryOptions, { params: { modelId } }, { isSilent: true }),
      staleTime: 60_000,
    })),
  });
  const categories = useQueries({
    queries: typeIds.map((typeId) => ({
      ...endpointQuery(dictionaryDataEndpoints.selector, { params: { typeId } }, { isSilent: true }),
      staleTime: 60_000,
    })),
  });
  const byDesign = new Map(designIds.map((id, index) => [id, designs[index]?.data?.list]));
  const byType = new Map(typeIds.map((id, index) => [id, categories[index]?.data?.list]));
  const loaded = new Map<string, readonly StaticOption[]>();
  for (const source of sources) {
    if (source.kind === 'dynamic') {
      const list = byDesign.get(source.id);
      if (list) loaded.set(source.name, dictionaryEntryOptions(list));
    } else {
      const list = byType.get(source.id);
      if (list) loaded.set(source.name, dataDictionaryRows(list, optionKeysOf(source.field)));
    }
  }
  return loaded;
}
