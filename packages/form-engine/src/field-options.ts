import type { FormField, StaticOption } from './schema/form-schema.ts';

/** The keys an option's label, value and children sit under, with the original's defaults. */
export interface OptionKeys {
  label: string;
  value: string;
  children: string;
}

/**
 * Reads the option keys: cascader and tree select keep them under `props.props`, later designers under
 * `props`, and the 3.4 radio, checkbox and select under `__config__.props`; defaults fullName / id / children.
 */
export function optionKeysOf(field: FormField): OptionKeys {
  const nested = field.props?.props;
  const flat = field.props;
  const config = field.__config__.props;
  return {
    label: nested?.label || flat?.label || config?.label || 'fullName',
    value: nested?.value || flat?.value || config?.value || 'id',
    children: nested?.children || flat?.children || config?.children || 'children',
  };
}

/** Whether the options are written into the design (static) rather than read from a dictionary or interface. */
export function hasStaticOptions(field: FormField): boolean {
  const dataType = field.__config__.dataType;
  return dataType === undefined || dataType === null || dataType === '' || dataType === 'static';
}

/** The design's static options: top-level `options`, or `__slot__.options` in the 3.4 designer. */
export function staticOptionsOf(field: FormField): StaticOption[] {
  return field.options ?? field.__slot__?.options ?? [];
}

/** Whether the widget takes several values: `multiple` on the field or on its cascader props. */
export function isMultiple(field: FormField): boolean {
  return field.multiple === true || field.props?.props?.multiple === true;
}

function childrenOf(option: StaticOption, keys: OptionKeys): StaticOption[] {
  const children = option[keys.children];
  return Array.isArray(children) ? (children as StaticOption[]) : [];
}

/** Option values are compared as text: designs write ids as text and clients may send them as numbers. */
const valueText = (option: StaticOption, keys: OptionKeys) => String(option[keys.value]);

/** Every value of an option tree, at any depth. */
export function optionValues(options: readonly StaticOption[], keys: OptionKeys): Set<string> {
  const values = new Set<string>();
  const visit = (list: readonly StaticOption[]) => {
    for (const option of list) {
      values.add(valueText(option, keys));
      visit(childrenOf(option, keys));
    }
  };
  visit(options);
  return values;
}

/** Whether `path` walks down the tree one level per item, from a root option. */
export function isOptionPath(
  options: readonly StaticOption[],
  keys: OptionKeys,
  path: readonly unknown[],
): boolean {
  let level: readonly StaticOption[] = options;
  for (const item of path) {
    const match = level.find((option) => valueText(option, keys) === String(item));
    if (!match) return false;
    level = childrenOf(match, keys);
  }
  return path.length > 0;
}
