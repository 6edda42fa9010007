import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { Alert, Button, Col, Form, Row } from 'antd';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormModel } from '../schema/form-model.ts';
import { type FormDesign, type FormField, toNumber } from '../schema/form-schema.ts';
import { type FieldError, validateRecord } from '../validation/validate-record.ts';
import { WIDGET_REGISTRY } from '../widget-registry.ts';
import { recalculate } from './calculate-values.ts';
import { rendererText } from './messages.ts';
import { relatedAttributeFromRecords } from './record-sources.ts';
import { REACT_WIDGETS } from './registry.tsx';
import { type FormDataSources, FormDataSourcesProvider } from './sources.tsx';
import type { WidgetProps } from './widget-types.ts';
import { errorsAfterChange, FieldErrorsProvider } from './widgets/sub-table-errors.tsx';

/** What a role may do with one field: not see it, see it only, or edit it (the default). */
export type FieldPermission = 'hidden' | 'readOnly' | 'edit';

export type FormRecord = Record<string, unknown>;

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
  locale?: Language;
}

/** Calculated fields are recomputed this long after the last change, so typing does not recompute per key. */
export const RECALCULATE_DELAY_MS = 100;

const NO_PERMISSIONS: Readonly<Record<string, FieldPermission>> = {};
const NO_SOURCES: FormDataSources = {};

function initialRecord(model: FormModel): FormRecord {
  const record: FormRecord = {};
  for (const entry of model.fields) {
    const value = entry.field.__config__.defaultValue;
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

function formLayout(design: FormDesign) {
  const labelWidth = toNumber(design.labelWidth) ?? 100;
  const top = design.labelPosition === 'top';
  return {
    layout: top ? ('vertical' as const) : ('horizontal' as const),
    labelAlign: design.labelPosition === 'left' ? ('left' as const) : ('right' as const),
    labelCol: top ? undefined : { flex: `${labelWidth}px` },
    labelWrap: true,
    size: design.size === 'small' || design.size === 'mini' ? ('small' as const) : ('middle' as const),
  };
}

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
  locale = DEFAULT_LANGUAGE,
}: FormRendererProps) {
  // Related attributes read the picked record through the pickers' sources unless the host gives its own.
  const sources = useMemo(
    () => ({
      ...givenSources,
      relatedAttribute: givenSources.relatedAttribute ?? relatedAttributeFromRecords(model, givenSources),
    }),
    [givenSources, model],
  );
  const [values, setValuesState] = useState<FormRecord>(() => value ?? initialRecord(model));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const formId = useId();
  // The latest record and callback, so that a change builds on the previous one and is reported once.
  const valuesRef = useRef(values);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValues = useCallback((next: FormRecord, report: boolean) => {
    valuesRef.current = next;
    setValuesState(next);
    if (report) onChangeRef.current?.(next);
  }, []);

  // A new `value` object from the host replaces the record.
  useEffect(() => {
    if (value) setValues(value, false);
  }, [value, setValues]);

  // Recompute calculated fields once the values stop changing for a moment.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = recalculate(model, values);
      if (next !== values) setValues(next as FormRecord, true);
    }, RECALCULATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [model, values, setValues]);

  const setField = useCallback(
    (name: string, fieldValue: unknown) => {
      const previous = valuesRef.current[name];
      setValues({ ...valuesRef.current, [name]: fieldValue }, true);
      setErrors((current) => errorsAfterChange(current, name, previous, fieldValue));
    },
    [setValues],
  );

  const isHidden = useCallback(
    (field: FormField) =>
      hiddenByDesign(field) || (field.__vModel__ ? fieldPermissions[field.__vModel__] === 'hidden' : false),
    [fieldPermissions],
  );

  const errorByField = useMemo(() => new Map(errors.map((error) => [error.field, error.message])), [errors]);
  const gutter = toNumber(design.gutter) ?? 15;

  const renderNodes = (nodes: readonly FormField[]): ReactNode => (
    <Row gutter={gutter}>
      {nodes.map((node, index) => {
        if (isHidden(node)) return null;
        const config = node.__config__;
        return (
          <Col key={String(config.formId ?? config.renderKey ?? index)} span={toNumber(config.span) ?? 24}>
            {renderNode(node)}
          </Col>
        );
      })}
    </Row>
  );

  const renderNode = (field: FormField): ReactNode => {
    const config = field.__config__;
    const key = config.jnpfKey;
    if (!key) return renderNodes(config.children ?? []);
    const widget = REACT_WIDGETS[key];
    const name = field.__vModel__ ?? undefined;
    const readOnly =
      mode === 'read' ||
      (name !== undefined && fieldPermissions[name] === 'readOnly') ||
      WIDGET_REGISTRY[key].kind === 'calculate';
    const id = `${formId}-${name ?? config.formId ?? key}`;
    const props: WidgetProps = {
      id,
      field,
      value: name === undefined ? undefined : values[name],
      onChange: (next) => name !== undefined && setField(name, next),
      disabled: design.disabled === true || field.disabled === true || field.readonly === true,
      locale,
      values,
      renderNodes,
    };
    const Component = readOnly ? widget.Read : widget.Edit;
    if (widget.frame === 'bare') return <Component {...props} />;
    const error = name === undefined ? undefined : errorByField.get(name);
    const labelWidth = toNumber(config.labelWidth);
    return (
      <Form.Item
        label={config.showLabel === false ? undefined : config.label}
        tooltip={config.tipLabel || undefined}
        required={config.required === true && mode === 'edit'}
        validateStatus={error ? 'error' : undefined}
        help={error}
        htmlFor={readOnly ? undefined : id}
        labelCol={labelWidth ? { flex: `${labelWidth}px` } : undefined}
      >
        <Component {...props} />
      </Form.Item>
    );
  };

  const submit = async () => {
    const result = await validateRecord(model, values, { lang: locale });
    // Fields the user cannot see cannot be corrected, so their errors are not shown or counted.
    const shown = result.errors.filter((error) => fieldPermissions[rootField(error.field)] !== 'hidden');
    setErrors(shown);
    if (shown.length === 0) onSubmit?.(result.value);
  };

  const placedErrors = new Set(model.fields.map((entry) => entry.name));
  // Sub-table cell errors (`table[0].column`) show under their cells.
  const otherErrors = errors.filter((error) => !placedErrors.has(rootField(error.field)));

  return (
    <FormDataSourcesProvider value={sources}>
      <Form {...formLayout(design)} className="form-engine" component="div">
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
        <FieldErrorsProvider value={errorByField}>{renderNodes(design.fields)}</FieldErrorsProvider>
        {mode === 'edit' && onSubmit && (
          <Button type="primary" onClick={submit}>
            {design.confirmButtonText || rendererText('formEngine.renderer.submit', locale)}
          </Button>
        )}
      </Form>
    </FormDataSourcesProvider>
  );
}
