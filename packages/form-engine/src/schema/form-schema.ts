import { z } from 'zod';
import { JNPF_KEYS } from '../widget-registry.ts';
import { showWhenSchema } from './show-when-schema.ts';

/*
 * The original designer's JSON, as saved in `formData`. Objects are loose (unknown keys are kept as they are)
 * because the original stores free-form presentation props next to the ones that matter (style, tagIcon,
 * className, on-event scripts, Element UI attributes such as "show-word-limit"): a design must come back
 * out with every key it went in with. Every key the engine reads is declared here with its type; the
 * widget key itself is a closed list, so an unknown widget fails to parse.
 *
 * Numbers that designers type into text boxes (maxlength, min, max, span...) arrive as numbers or numeric
 * text depending on the designer version; both are accepted and read through `toNumber`.
 */

export const jnpfKeySchema = z.enum(JNPF_KEYS, { error: 'formEngine.design.unknownWidget' });

const numberLike = z.union([z.number(), z.string()]).nullish();
const textLike = z.string().nullish();
const flag = z.boolean().nullish();
/** Flags the original writes as 0/1 in some versions and as booleans in others. */
const flagLike = z.union([z.boolean(), z.number()]).nullish();

/** One regular-expression rule: `pattern` is `/body/flags` or a bare body; `message` is shown on failure. */
export const regRuleSchema = z.looseObject({
  pattern: z.string(),
  message: textLike,
});
export type RegRule = z.infer<typeof regRuleSchema>;

/** Where the label and value of an option come from (`{label: 'fullName', value: 'id'}` by default). */
export const optionPropsSchema = z.looseObject({
  label: textLike,
  value: textLike,
  children: textLike,
  multiple: flag,
});

/** A static option: its label and value sit under the keys named by the widget's props. */
export const staticOptionSchema = z.looseObject({
  get children() {
    return z.array(staticOptionSchema).nullish();
  },
});
export type StaticOption = z.infer<typeof staticOptionSchema>;

/** A token of the original's calculated-field expression: an operator, a digit, or a field reference. */
export const expressionItemSchema = z.union([
  z.string(),
  z.number(),
  z.looseObject({ __vModel__: z.string(), label: textLike }),
]);
export type ExpressionItem = z.infer<typeof expressionItemSchema>;

export const fieldConfigSchema = z.looseObject({
  jnpfKey: jnpfKeySchema.optional(),
  label: textLike,
  tipLabel: textLike,
  showLabel: flag,
  labelWidth: numberLike,
  tag: textLike,
  defaultValue: z.unknown().optional(),
  /** A new record starts at the current time, user, department or organization (date, time, pickers). */
  defaultCurrent: flag,
  required: flag,
  span: numberLike,
  formId: numberLike,
  renderKey: numberLike,
  layout: textLike,
  visibility: z.array(z.string()).nullish(),
  tableName: textLike,
  noShow: flag,
  unique: flag,
  regList: z.array(regRuleSchema).nullish(),
  trigger: z.union([z.string(), z.array(z.string())]).nullish(),
  dataType: textLike,
  dictionaryType: textLike,
  propsUrl: textLike,
  templateJson: z.array(z.unknown()).nullish(),
  props: optionPropsSchema.nullish(),
  parentVModel: textLike,
  relationTable: textLike,
  isStorage: flagLike,
  rowType: textLike,
  showTitle: flag,
  showWhen: showWhenSchema.nullish(),
  get children() {
    return z.array(formFieldSchema).nullish();
  },
});

export const formFieldSchema = z.looseObject({
  get __config__() {
    return fieldConfigSchema;
  },
  __vModel__: textLike,
  __slot__: z
    .looseObject({
      options: z.array(staticOptionSchema).nullish(),
    })
    .nullish(),
  // Panes of tab and collapse containers.
  title: textLike,
  name: numberLike,
  // Common input props.
  placeholder: textLike,
  clearable: flag,
  disabled: flag,
  readonly: flag,
  multiple: flag,
  maxlength: numberLike,
  // Options of choice widgets: top level in later designers, `__slot__.options` in 3.4 for radio, checkbox
  // and select.
  options: z.array(staticOptionSchema).nullish(),
  props: z
    .looseObject({
      props: optionPropsSchema.nullish(),
      label: textLike,
      value: textLike,
      children: textLike,
      multiple: flag,
    })
    .nullish(),
  // Numbers, sliders and rates.
  min: numberLike,
  max: numberLike,
  step: numberLike,
  precision: numberLike,
  range: flag,
  'allow-half': flag,
  allowHalf: flag,
  'active-value': z.unknown().optional(),
  'inactive-value': z.unknown().optional(),
  activeValue: z.unknown().optional(),
  inactiveValue: z.unknown().optional(),
  // Dates and times: `format` is the display format, `type` the picker type; bounds are timestamps for
  // dates and HH:mm[:ss] text for times.
  format: textLike,
  type: textLike,
  'value-format': textLike,
  startTime: numberLike,
  endTime: numberLike,
  'picker-options': z
    .looseObject({ selectableRange: z.union([z.string(), z.array(z.string())]).nullish() })
    .nullish(),
  // Uploads.
  limit: numberLike,
  fileSize: numberLike,
  sizeUnit: textLike,
  accept: textLike,
  pathType: textLike,
  isAccount: numberLike,
  folder: textLike,
  // Area picker depth: 0 province, 1 city, 2 district, 3 street.
  level: numberLike,
  // Calculated field.
  expression: z.union([z.array(expressionItemSchema), z.string()]).nullish(),
  thousands: flag,
  isAmountChinese: flag,
  isStorage: flagLike,
  // Sub-table.
  actionText: textLike,
  addType: numberLike,
  addTableConf: z.looseObject({}).nullish(),
  summaryField: z.array(z.string()).nullish(),
  'show-summary': flag,
  showSummary: flag,
  // Pickers backed by data interfaces or other forms.
  interfaceId: textLike,
  propsValue: textLike,
  relationField: textLike,
  modelId: textLike,
  popupType: textLike,
  hasPage: flag,
  pageSize: numberLike,
  columnOptions: z.array(z.unknown()).nullish(),
  selectType: textLike,
});

export type FormField = z.infer<typeof formFieldSchema>;
export type FieldConfig = z.infer<typeof fieldConfigSchema>;

/** The form-level settings (`formConf`) with the widget tree under `fields`. */
export const formDataShape = {
  formRef: textLike,
  formModel: textLike,
  size: textLike,
  labelPosition: textLike,
  labelWidth: numberLike,
  formRules: textLike,
  gutter: numberLike,
  disabled: flag,
  span: numberLike,
  formBtns: flag,
  popupType: textLike,
  generalWidth: textLike,
  fullScreenWidth: textLike,
  drawerWidth: textLike,
  hasCancelBtn: flag,
  cancelButtonText: textLike,
  hasConfirmBtn: flag,
  confirmButtonText: textLike,
  hasPrintBtn: flag,
  printButtonText: textLike,
  printId: textLike,
  primaryKeyPolicy: numberLike,
  concurrencyLock: flag,
  logicalDelete: flag,
  // Designer scripts are kept as text for round trips; the engine never runs them.
  funcs: z.looseObject({}).nullish(),
  idGlobal: numberLike,
  fields: z.array(formFieldSchema),
};

export const formDataBaseSchema = z.looseObject(formDataShape);
export type FormDesign = z.infer<typeof formDataBaseSchema>;

/** Reads a design number that may be stored as text; empty or non-numeric gives undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
