import type { Language } from '@platform/contracts';
import { type FormField, formIdOf, holdsValue, parseFormDesign, walkWidgets } from '@platform/form-engine';
import type { DesignState } from '../use-form-design.ts';

/*
 * What the property groups share: the edits they make to a widget and the facts they read from the
 * design (which fields a formula or a rule may name, and the engine's errors of one widget).
 */

export type Json = Record<string, unknown>;

/** A property group's view of the selected widget and its one way to change it (an undo step). */
export interface PropertyGroupProps {
  field: FormField;
  update: (change: (field: FormField) => FormField) => void;
  state: DesignState;
  lang: Language;
}

export const withConfig = (field: FormField, change: Json): FormField => ({
  ...field,
  __config__: { ...field.__config__, ...change },
});

/** Sets the widget's own properties (top level, beside `__config__`, as the original writes them). */
export const withProps = (field: FormField, change: Json): FormField => ({ ...field, ...change });

/** The option keys (`props.props.label` / `value`) kept with the widget's other option props. */
export const withOptionKeys = (field: FormField, change: Json): FormField => {
  const props = (field.props ?? {}) as Json;
  return { ...field, props: { ...props, props: { ...((props.props ?? {}) as Json), ...change } } };
};

export interface FieldRef {
  /** `name`, or `table.column` for a sub-table column. */
  ref: string;
  label: string;
  key: string;
  table?: string;
  formId?: number;
}

/** Every value field of the design with the name a formula or a rule uses for it. */
export function fieldRefs(fields: FormField[]): FieldRef[] {
  const refs: FieldRef[] = [];
  walkWidgets(fields, ({ field, key, table }) => {
    const name = field.__vModel__;
    if (!key || !name || !holdsValue(key)) return;
    refs.push({
      ref: table ? `${table}.${name}` : name,
      label: String(field.__config__.label ?? name),
      key,
      table,
      formId: formIdOf(field),
    });
  });
  return refs;
}

/** The JSON path of the widget numbered `formId` (`fields[0].__config__.children[1]`). */
export function designPathOf(fields: FormField[], formId: number): string | undefined {
  let found: string | undefined;
  walkWidgets(fields, ({ field, designPath }) => {
    if (found === undefined && formIdOf(field) === formId) found = designPath;
  });
  return found;
}

/** The engine's messages about one part of one widget (its `.expression`, its `.__config__.showWhen`). */
export function widgetErrors(state: DesignState, formId: number, part: string, lang: Language): string[] {
  const path = designPathOf(state.fields, formId);
  if (path === undefined) return [];
  const parsed = parseFormDesign({ ...state.conf, fields: state.fields }, lang);
  if (parsed.success) return [];
  return parsed.errors.filter((e) => e.path.startsWith(`${path}${part}`)).map((e) => e.message);
}
