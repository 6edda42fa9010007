import { useEffect, useMemo, useState } from 'react';
import { dataDictionaryValueKey } from '../data-dictionary.ts';
import { dynamicDictionaryOf } from '../dynamic-dictionary.ts';
import { hasStaticOptions, type OptionKeys, optionKeysOf, staticOptionsOf } from '../field-options.ts';
import type { FormField, StaticOption } from '../schema/form-schema.ts';
import { type OptionItem, useFormDataSources } from './sources.tsx';

function toOptionItems(options: readonly StaticOption[], keys: OptionKeys): OptionItem[] {
  return options.map((option) => {
    const children = option[keys.children];
    const value = option[keys.value];
    return {
      label: String(option[keys.label] ?? value ?? ''),
      value: typeof value === 'number' ? value : String(value ?? ''),
      ...(Array.isArray(children) && children.length > 0
        ? { children: toOptionItems(children as StaticOption[], keys) }
        : {}),
    };
  });
}

interface TemplateParam {
  field?: unknown;
  relationField?: unknown;
  defaultValue?: unknown;
}

/**
 * Parameters of a data-interface widget: each `__config__.templateJson` item names a parameter (`field`)
 * and the form field whose current value it takes (`relationField`), else its `defaultValue`. This is the
 * design's only options linkage: when that form field changes, the options are asked for again.
 */
export function interfaceParams(
  field: FormField,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const item of (field.__config__.templateJson ?? []) as TemplateParam[]) {
    if (typeof item?.field !== 'string') continue;
    params[item.field] =
      typeof item.relationField === 'string' && item.relationField !== ''
        ? values[item.relationField]
        : item.defaultValue;
  }
  return params;
}

/**
 * The options of a choice widget: static ones from the design, a dictionary's, a data interface's or a
 * dynamic dictionary's from the injected sources (`dataType` dictionary / dynamic / dynamicDictionary).
 */
export function useFieldOptions(field: FormField, values: Readonly<Record<string, unknown>>): OptionItem[] {
  const { dictionaryOptions, interfaceOptions, dynamicDictionaryOptions } = useFormDataSources();
  const isStatic = hasStaticOptions(field);
  const staticItems = useMemo(
    () => (isStatic ? toOptionItems(staticOptionsOf(field), optionKeysOf(field)) : []),
    [field, isStatic],
  );
  const { dataType, dictionaryType, propsUrl } = field.__config__;
  const dynamicDictionary = dynamicDictionaryOf(field);
  const dictionaryValue = dataDictionaryValueKey(field);
  const keysOf = JSON.stringify(optionKeysOf(field));
  const paramsKey = dataType === 'dynamic' ? JSON.stringify(interfaceParams(field, values)) : '';
  const [loaded, setLoaded] = useState<OptionItem[]>([]);
  useEffect(() => {
    let live = true;
    let request: Promise<OptionItem[]> | undefined;
    // Interface and dynamic-dictionary rows are read under the field's option keys.
    let rows: Promise<Array<Record<string, unknown>>> | undefined;
    if (dataType === 'dictionary' && dictionaryType && dictionaryOptions) {
      request = dictionaryOptions(dictionaryType, dictionaryValue);
    } else if (dataType === 'dynamic' && propsUrl && interfaceOptions) {
      rows = interfaceOptions(propsUrl, JSON.parse(paramsKey), field);
    } else if (dynamicDictionary && dynamicDictionaryOptions) {
      rows = dynamicDictionaryOptions(dynamicDictionary);
    }
    const keys = JSON.parse(keysOf) as OptionKeys;
    request ??= rows?.then((list) => toOptionItems(list as StaticOption[], keys));
    request?.then(
      (items) => live && setLoaded(items),
      () => live && setLoaded([]),
    );
    return () => {
      live = false;
    };
  }, [
    field,
    dataType,
    dictionaryType,
    dictionaryValue,
    propsUrl,
    paramsKey,
    keysOf,
    dictionaryOptions,
    interfaceOptions,
    dynamicDictionary,
    dynamicDictionaryOptions,
  ]);
  return isStatic ? staticItems : loaded;
}

/** The label of a value anywhere in the option tree; the value itself when no option has it. */
export function optionLabel(options: readonly OptionItem[], value: unknown): string {
  const visit = (list: readonly OptionItem[]): string | undefined => {
    for (const option of list) {
      if (String(option.value) === String(value)) return option.label;
      const found = option.children && visit(option.children);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(options) ?? String(value);
}

/** The labels along a cascader path, from the root: ['1', '11'] -> ['办公用品', '纸张']. */
export function pathLabels(options: readonly OptionItem[], path: readonly unknown[]): string[] {
  let level: readonly OptionItem[] = options;
  return path.map((item) => {
    const match = level.find((option) => String(option.value) === String(item));
    level = match?.children ?? [];
    return match ? match.label : String(item);
  });
}
