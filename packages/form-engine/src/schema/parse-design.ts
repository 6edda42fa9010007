import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { analyzeCalculatedFields } from '../calculated-fields.ts';
import {
  type FormEngineMessageKey,
  formatFormMessage,
  isFormEngineMessageKey,
  type MessageParams,
} from '../messages.ts';
import { collectFields, type FormModel, walkWidgets } from './form-model.ts';
import { type FormDesign, formDataBaseSchema } from './form-schema.ts';
import { patternProblem } from './reg-rule.ts';
import { analyzeVisibilityRules } from './visibility-rules.ts';

/** One problem of a design: where it is in the JSON, its message key and the text in the asked language. */
export interface DesignError {
  path: string;
  key: FormEngineMessageKey;
  params: MessageParams;
  message: string;
  /** zod's own English text for shape errors, for developers. */
  detail?: string;
}

export type ParseDesignResult =
  | { success: true; design: FormDesign; model: FormModel }
  | { success: false; errors: DesignError[] };

type PathSegment = PropertyKey;

function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    return text === '' ? String(segment) : `${text}.${String(segment)}`;
  }, '');
}

function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * Checks a design (the `formData` object or its JSON text) and builds its model. Beyond the shape: every
 * widget outside tab and collapse panes names its key, every pattern compiles, no record key is used twice
 * in one scope, every calculated field's expression parses and reads only existing fields, without
 * cycles, and so do the visibility rules (`showWhen`).
 */
export function parseFormDesign(input: unknown, lang: Language = DEFAULT_LANGUAGE): ParseDesignResult {
  const error = (path: string, key: FormEngineMessageKey, params: MessageParams = {}, detail?: string) => ({
    path,
    key,
    params,
    message: formatFormMessage(key, lang, params),
    ...(detail === undefined ? {} : { detail }),
  });
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return { success: false, errors: [error('', 'formEngine.design.invalidJson')] };
    }
  }
  const parsed = formDataBaseSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      success: false,
      errors: parsed.error.issues.map((issue) => {
        const path = formatPath(issue.path);
        if (issue.message === 'formEngine.design.unknownWidget') {
          return error(path, 'formEngine.design.unknownWidget', { key: String(valueAt(raw, issue.path)) });
        }
        const key = isFormEngineMessageKey(issue.message) ? issue.message : 'formEngine.design.invalidValue';
        return error(path, key, {}, issue.message);
      }),
    };
  }
  const design = parsed.data;
  const errors: DesignError[] = [];
  const seen = new Set<string>();
  walkWidgets(design.fields, ({ field, key, designPath, table, isPane }) => {
    if (key === undefined && !isPane) {
      errors.push(error(`${designPath}.__config__.jnpfKey`, 'formEngine.design.missingWidget'));
    }
    (field.__config__.regList ?? []).forEach((rule, index) => {
      const problem = patternProblem(rule.pattern);
      if (problem) {
        errors.push(
          error(`${designPath}.__config__.regList[${index}].pattern`, `formEngine.design.${problem}`, {
            pattern: rule.pattern,
          }),
        );
      }
    });
    const name = field.__vModel__;
    if (key && name) {
      const ref = table ? `${table}.${name}` : name;
      if (seen.has(ref))
        errors.push(error(`${designPath}.__vModel__`, 'formEngine.design.duplicateField', { field: ref }));
      seen.add(ref);
    }
  });
  const base = collectFields(design);
  const { calculated, dependents, issues } = analyzeCalculatedFields(base);
  const { visibility, issues: ruleIssues } = analyzeVisibilityRules(base);
  for (const issue of [...issues, ...ruleIssues]) errors.push(error(issue.path, issue.key, issue.params));
  if (errors.length > 0) return { success: false, errors };
  return { success: true, design, model: { ...base, calculated, dependents, visibility } };
}

/** Writes a parsed design back as the JSON text the original stores in `formData`. */
export function serializeFormDesign(design: FormDesign): string {
  return JSON.stringify(design);
}
