import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { dynamicDictionaryOf, type FieldEntry, type FormField, type FormModel } from '@platform/form-engine';
import type { FormDataSources } from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';
import { areaOptions } from '../area/area-source.ts';
import { FormCodeImage } from '../codes/form-code-image.tsx';
import { dictionaryItems } from '../dictionary/dictionary-source.ts';
import { wireValue } from '../pickers/interface-sources.ts';

/*
 * What the public form (/formShortLink) reads: the QR code / barcode drawer, and the options of its
 * dictionary, data-interface and area fields through the link's own calls
 * (GET/POST /visualdev/ShortLink/{modelId}/Field/{field}/…, with the link's token). The renderer asks
 * by dictionary, interface or parent area; the link's calls name the field instead (the server reads
 * what the released form names for it), so each ask goes through a field of the form that names it. An
 * interface's rows go through the asking field itself, as each field names its own parameters.
 * User, organization and position pickers, relation forms, popups, uploads and rich text stay off: they
 * would open the directory, other records or file storage to anyone with the link (docs/decisions.md).
 */

const SILENT = { isSilent: true };

/** A field of each kind by what it names: the first field of the form naming it. */
interface FieldsByTarget {
  dictionaries: Map<string, string>;
  dynamicDictionaries: Map<string, string>;
  interfaces: Map<string, string>;
  area: string | undefined;
  /** Every field's ref by the design's widget. */
  refs: Map<FormField, string>;
}

function fieldsByTarget(model: FormModel): FieldsByTarget {
  const found: FieldsByTarget = {
    dictionaries: new Map(),
    dynamicDictionaries: new Map(),
    interfaces: new Map(),
    area: undefined,
    refs: new Map(),
  };
  const keep = (map: Map<string, string>, target: unknown, entry: FieldEntry) => {
    if (typeof target === 'string' && target !== '' && !map.has(target)) map.set(target, entry.ref);
  };
  for (const entry of model.byRef.values()) {
    found.refs.set(entry.field, entry.ref);
    const { dataType, dictionaryType, propsUrl } = entry.field.__config__;
    if (dataType === 'dictionary') keep(found.dictionaries, dictionaryType, entry);
    if (dataType === 'dynamic') keep(found.interfaces, propsUrl, entry);
    keep(found.dynamicDictionaries, dynamicDictionaryOf(entry.field), entry);
    if (entry.kind === 'area') found.area ??= entry.ref;
  }
  return found;
}

/** The public form's sources for the link of design `modelId` with its token `encryption`. */
export function linkFormSources(modelId: string, encryption: string, model: FormModel): FormDataSources {
  const fields = fieldsByTarget(model);
  const query = { encryption };
  const dictionaryOf = async (field: string) =>
    (await call(shortLinkEndpoints.dictionary, { params: { modelId, field }, query }, SILENT)).list;
  return {
    CodeImage: FormCodeImage,
    dictionaryOptions: async (dictionaryType, valueKey) => {
      const field = fields.dictionaries.get(dictionaryType);
      if (!field) return [];
      return dictionaryItems(await dictionaryOf(field), valueKey);
    },
    dynamicDictionaryOptions: async (designId) => {
      const field = fields.dynamicDictionaries.get(designId);
      if (!field) return [];
      return (await dictionaryOf(field)).map((option) => ({ ...option }));
    },
    interfaceOptions: async (interfaceId, params, asking) => {
      const own = asking?.__config__.propsUrl === interfaceId ? fields.refs.get(asking) : undefined;
      const field = own ?? fields.interfaces.get(interfaceId);
      if (!field) return [];
      const paramList = Object.entries(params).map(([name, value]) => ({
        field: name,
        defaultValue: wireValue(value),
      }));
      return call(
        shortLinkEndpoints.interfaceRows,
        { params: { modelId, field }, query, body: { paramList } },
        SILENT,
      );
    },
    areaChildren: async (parentId) => {
      const field = fields.area;
      if (!field) return [];
      const { list } = await call(
        shortLinkEndpoints.area,
        { params: { modelId, field, parentId }, query },
        SILENT,
      );
      return areaOptions(list);
    },
  };
}
