import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { Alert, Button, Form } from 'antd';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormModel } from '../schema/form-model.ts';
import type { FormDesign, FormField } from '../schema/form-schema.ts';
import { type FieldError, validateRecord } from '../validation/validate-record.ts';
import { recalculate } from './calculate-values.ts';
import { isErrorShown } from './column-permissions.ts';
import { type CurrentUserDefaults, currentDefault } from './current-defaults.ts';
import { FieldNode, type FieldRendering, FieldRenderingProvider } from './field-node.tsx';
import type { FormContext } from './form-context.ts';
import { columnStyle, formRootProps } from './form-layout.ts';
import { createFormStore, type FormRecord } from './form-store.ts';
import { rendererText } from './messages.ts';
import { relatedAttributeFromRecords } from './record-sources.ts';
import { withShowRule } from './shown-when.tsx';
import { type FormDataSources, FormDataSourcesProvider } from './sources.tsx';
import { errorsAfterChange, FieldErrorsProvider } from './widgets/sub-table-errors.tsx';
import { InputLookProvider } from './widgets/text-box.tsx';

/** What a role may do with one field: not see it, see it only, or edit it (the default). */
export type FieldPermission = 'hidden' | 'readOnly' | 'edit';

export interface FormRendererProps {
  /** A parsed design: the `design` and `model` of a successful parseFormDesign. */
  design: { design: FormDesign; model: FormModel };
  /** The record shown; without one the fields start from their `__config__.defaultValue`. */
  value?: FormRecord;
  mode?: 'edit' | 'read';
  /** Per record key (`__vModel__`); fields not listed are editable. */
  fieldPermissions?: Readonly<Record<string, FieldPermission>>;
  /** Every change, calculated fields included once recomputed. */
  onChange?: (value: FormRecord) => void;
  /** Called with the checked record (validateRecord's `value`) when the submit button passes validation. */
  onSubmit?: (value: FormRecord) => void;
  sources?: FormDataSources;
  /**
   * The record, model and flow the form is shown for (the dynamic QR code encodes them); keep the same
   * object while it does not change.
   */
  context?: FormContext;
  locale?: Language;
}

/** Calculated fields are recomputed this long after the last change, so typing does not recompute per key. */
export const RECALCULATE_DELAY_MS = 100;

const NO_PERMISSIONS: Readonly<Record<string, FieldPermission>> = {};
const NO_SOURCES: FormDataSources = {};

/**
 * A new record: every main field at its `__config__.defaultValue`, or at the current time, user,
 * department or organization when its design says `defaultCurrent`; the others absent.
 */
export function initialRecord(model: FormModel, user?: CurrentUserDefaults): FormRecord {
  const record: FormRecord = {};
  const now = new Date();
  for (const entry of model.fields) {
    const value = currentDefault(entry.field, user, now) ?? entry.field.__config__.defaultValue;
    if (value !== undefined && value !== null) record[entry.name] = value;
  }
  return record;
}

/** Hidden by the design: `noShow`, or a `visibility` list that leaves out the web (pc). */
function hiddenByDesign(field: FormField): boolean {
  const { noShow, visibility } = field.__config__;
  return noShow === true || (Array.isArray(visibility) && !visibility.includes('pc'));
}

/** The record key an error's field names: `table[2].column` -> `table`. */
const rootField = (field: string) => field.split(/[[.]/)[0];

/**
 * Renders a parsed design in edit or read mode. Layout follows the design (grid spans and gutter, cards,
 * tabs, collapses, table grids); each widget comes from REACT_WIDGETS. Calculated fields are recomputed
 * after every change and shown read-only; submitting runs the server's validateRecord and shows its
 * errors under the fields.
 */
export function FormRenderer({
  design: { design, model },
  value,
  mode = 'edit',
  fieldPermissions = NO_PERMISSIONS,
  onChange,
  onSubmit,
  sources: givenSources = NO_SOURCES,
  context,
  locale = DEFAULT_LANGUAGE,
}: FormRendererProps) {
  // Related attributes read the picked record through the pickers' sources unless the host gives its own.
  const sources = useMemo(
    () => ({
      ...givenSources,
      relatedAttribute: givenSources.relatedAttribute ?? relatedAttributeFromRecords(model, givenSources),
      formContext: context,
    }),
    [givenSources, model, context],
  );
  const [store] = useState(() =>
    createFormStore(value ?? initialRecord(model, givenSources.currentUser?.())),
  );
  const [errors, setErrors] = useState<FieldError[]>([]);
  const formId = useId();
  // The latest callback, so that a change is reported once to whoever listens now.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValues = useCallback(
    (next: FormRecord, report: boolean) => {
      store.set(next);
      if (report) onChangeRef.current?.(next);
    },
    [store],
  );

  // A new `value` object from the host replaces the record.
  useEffect(() => {
    if (value) setValues(value, false);
  }, [value, setValues]);

  // Recompute calculated fields once the values stop changing for a moment.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = store.get();
        const next = recalculate(model, current);
        if (next !== current) setValues(next as FormRecord, true);
      }, RECALCULATE_DELAY_MS);
    };
    schedule();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, model, setValues]);

  const setField = useCallback(
    (name: string, fieldValue: unknown) => {
      const previous = store.get()[name];
      setValues({ ...store.get(), [name]: fieldValue }, true);
      // The same list when no error goes, so the fields (which read the errors) do not render again.
      setErrors((current) => {
        const next = errorsAfterChange(current, name, previous, fieldValue);
        return next.length === current.length ? current : next;
      });
    },
    [store, setValues],
  );

  const errorByField = useMemo(() => new Map(errors.map((error) => [error.field, error.message])), [errors]);
  const renderNodes = useCallback(
    (nodes: readonly FormField[]): ReactNode => (
      <div className="form-engine-row">
        {nodes.map((node, index) => {
          const name = node.__vModel__;
          if (hiddenByDesign(node) || (name && fieldPermissions[name] === 'hidden')) return null;
          const config = node.__config__;
          return withShowRule(
            node,
            <div
              key={String(config.formId ?? config.renderKey ?? index)}
              className="form-engine-col"
              style={columnStyle(config.span)}
            >
              <FieldNode field={node} />
            </div>,
            store,
            model.visibility,
          );
        })}
      </div>
    ),
    [fieldPermissions, store, model.visibility],
  );

  const rendering = useMemo<FieldRendering>(
    () => ({
      store,
      formId,
      mode,
      fieldPermissions,
      isFormDisabled: design.disabled === true,
      locale,
      setField,
      renderNodes,
    }),
    [store, formId, mode, fieldPermissions, design.disabled, locale, setField, renderNodes],
  );

  const submit = async () => {
    const result = await validateRecord(model, store.get(), { lang: locale });
    // Fields the user cannot see cannot be corrected, so their errors are not shown or counted.
    const shown = result.errors.filter((error) => isErrorShown(fieldPermissions, error.field));
    setErrors(shown);
    if (shown.length === 0) onSubmit?.(result.value);
  };

  const placedErrors = new Set(model.fields.map((entry) => entry.name));
  // Sub-table cell errors (`table[0].column`) show under their cells.
  const otherErrors = errors.filter((error) => !placedErrors.has(rootField(error.field)));

  return (
    <FormDataSourcesProvider value={sources}>
      <Form {...formRootProps(design)} component="div">
        {errors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={rendererText('formEngine.renderer.invalid', locale, { count: errors.length })}
            description={
              otherErrors.length > 0 ? (
                <ul>
                  {otherErrors.map((error) => (
                    <li key={`${error.field}:${error.key}`}>{error.message}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        <FieldRenderingProvider value={rendering}>
          <InputLookProvider>
            <FieldErrorsProvider value={errorByField}>{renderNodes(design.fields)}</FieldErrorsProvider>
          </InputLookProvider>
        </FieldRenderingProvider>
        {mode === 'edit' && onSubmit && (
          <Button type="primary" onClick={submit}>
            {design.confirmButtonText || rendererText('formEngine.renderer.submit', locale)}
          </Button>
        )}
      </Form>
    </FormDataSourcesProvider>
  );
}
