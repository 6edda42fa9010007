import type { Language } from '@platform/contracts';
import { createContext, memo, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type FormField, toNumber } from '../schema/form-schema.ts';
import { WIDGET_REGISTRY } from '../widget-registry.ts';
import type { FieldPermission } from './FormRenderer.tsx';
import { FieldFrame } from './field-frame.tsx';
import { type FormStore, fieldsReadBy, useFieldValues } from './form-store.ts';
import { REACT_WIDGETS } from './registry.tsx';
import type { WidgetProps } from './widget-types.ts';
import { useFieldErrors } from './widgets/sub-table-errors.tsx';

/** What every field of one form shares: the record, the mode, the permissions and how to render children. */
export interface FieldRendering {
  store: FormStore;
  formId: string;
  mode: 'edit' | 'read';
  fieldPermissions: Readonly<Record<string, FieldPermission>>;
  /** The design locks the whole form. */
  isFormDisabled: boolean;
  locale: Language;
  setField: (name: string, value: unknown) => void;
  renderNodes: (nodes: readonly FormField[]) => ReactNode;
}

const FieldRenderingContext = createContext<FieldRendering | null>(null);

export const FieldRenderingProvider = FieldRenderingContext.Provider;

function useFieldRendering(): FieldRendering {
  const rendering = useContext(FieldRenderingContext);
  if (!rendering) throw new Error('FieldNode renders inside a FormRenderer');
  return rendering;
}

const NO_PERMISSIONS: Readonly<Record<string, FieldPermission>> = {};

/** The form's field permissions (sub-table columns read theirs); none for a widget rendered alone. */
export function useFieldPermissions(): Readonly<Record<string, FieldPermission>> {
  return useContext(FieldRenderingContext)?.fieldPermissions ?? NO_PERMISSIONS;
}

/**
 * One node of the design: a container's children, or a widget in its face for the mode and permission,
 * framed with its label and error (FieldFrame). It renders again only when its own value, a value it reads
 * (fieldsReadBy), its error or the form's settings change.
 */
export const FieldNode = memo(function FieldNode({ field }: { field: FormField }) {
  const rendering = useFieldRendering();
  const { store, setField, mode, fieldPermissions, locale } = rendering;
  const errors = useFieldErrors();
  const config = field.__config__;
  const key = config.jnpfKey;
  const name = field.__vModel__ ?? undefined;
  const reads = useMemo(() => fieldsReadBy(field), [field]);
  const [value] = useFieldValues(store, name, reads);
  const onChange = useCallback(
    (next: unknown) => {
      if (name !== undefined) setField(name, next);
    },
    [setField, name],
  );
  if (!key) return rendering.renderNodes(config.children ?? []);
  const widget = REACT_WIDGETS[key];
  const readOnly =
    mode === 'read' ||
    (name !== undefined && fieldPermissions[name] === 'readOnly') ||
    WIDGET_REGISTRY[key].kind === 'calculate';
  const id = `${rendering.formId}-${name ?? config.formId ?? key}`;
  const props: WidgetProps = {
    id,
    field,
    value,
    onChange,
    disabled: rendering.isFormDisabled || field.disabled === true || field.readonly === true,
    locale,
    // Read when rendering: the values this field reads are current (it renders again when they change).
    values: store.get(),
    renderNodes: rendering.renderNodes,
  };
  const Component = readOnly ? widget.Read : widget.Edit;
  if (widget.frame === 'bare') return <Component {...props} />;
  const error = name === undefined ? undefined : errors.get(name);
  return (
    <FieldFrame
      label={config.showLabel === false ? undefined : (config.label ?? undefined)}
      tooltip={config.tipLabel || undefined}
      isRequired={config.required === true && mode === 'edit'}
      error={error}
      htmlFor={readOnly ? undefined : id}
      labelWidth={toNumber(config.labelWidth)}
    >
      <Component {...props} />
    </FieldFrame>
  );
});
