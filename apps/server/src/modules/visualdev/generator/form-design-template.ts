import { type FormField, holdsValue, isJnpfKey, isSwitchOn } from '@platform/form-engine';
import type { GeneratorModel } from './generator-model.ts';
import { commentText, type GeneratedFile, lines, modulePaths } from './template-text.ts';

/*
 * The generated page draws its form with the form engine from the design itself, as the online runtime
 * does: only the widgets whose values the module stores are kept, and switches hold the contract's
 * booleans (their on and off values set to true and false).
 */

function asBooleanSwitch(field: FormField): FormField {
  const config = field.__config__;
  const hasDefault = config.defaultValue !== undefined && config.defaultValue !== null;
  return {
    ...field,
    'active-value': true,
    'inactive-value': false,
    activeValue: undefined,
    inactiveValue: undefined,
    __config__: hasDefault ? { ...config, defaultValue: isSwitchOn(field, config.defaultValue) } : config,
  };
}

/** The widgets of a list that stay: layout and display ones, and the value widgets the module stores. */
function keptWidgets(nodes: readonly FormField[], table: string | undefined, leftOut: ReadonlySet<string>) {
  const kept: FormField[] = [];
  for (const node of nodes) {
    const key = node.__config__.jnpfKey;
    const name = node.__vModel__;
    const isValue = isJnpfKey(key) && typeof name === 'string' && name !== '' && holdsValue(key);
    if (isValue && leftOut.has(table ? `${table}.${name}` : name)) continue;
    const children = node.__config__.children;
    const childTable = key === 'table' && typeof name === 'string' ? name : table;
    const widget = children
      ? { ...node, __config__: { ...node.__config__, children: keptWidgets(children, childTable, leftOut) } }
      : node;
    kept.push(key === 'switch' ? asBooleanSwitch(widget) : widget);
  }
  return kept;
}

/** The design of the module's form: the stored widgets of the design, switches holding booleans. */
export function generatedDesign(model: GeneratorModel) {
  return { ...model.design, fields: keptWidgets(model.design.fields, undefined, new Set(model.leftOut)) };
}

/** The form of the page: the design as data, parsed once by the form engine when the page loads. */
export function formDesignFile(model: GeneratorModel): GeneratedFile {
  const design = JSON.stringify(generatedDesign(model), null, 2);
  return {
    path: `${modulePaths(model).web}.form.ts`,
    content: lines(
      "import { parseFormDesign } from '@platform/form-engine';",
      '',
      `/** The form of ${commentText(model.title)}: the design's widgets this module stores. */`,
      `const design = ${design};`,
      '',
      "const parsed = parseFormDesign(design, 'zh-CN');",
      `if (!parsed.success) throw new Error(\`The form of ${model.kebab} does not parse: \${parsed.errors[0]?.message}\`);`,
      '',
      '/** The parsed design the page renders (FormRenderer) and names its list cells from. */',
      `export const ${model.camel}Form = { design: parsed.design, model: parsed.model };`,
    ),
  };
}
