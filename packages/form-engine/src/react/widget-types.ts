import type { Language } from '@platform/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { FormField } from '../schema/form-schema.ts';

/** What every widget receives, in both modes. */
export interface WidgetProps {
  /** Id for the edit control, so its label names it. */
  id: string;
  field: FormField;
  /** The widget's value (`values[field.__vModel__]`); undefined for widgets that hold none. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Set by the design (`disabled`, `readonly`) or the form; the edit control is shown but locked. */
  disabled: boolean;
  locale: Language;
  /** The whole record, for widgets whose options depend on other fields. */
  values: Readonly<Record<string, unknown>>;
  /** Renders child widgets (containers); the renderer keeps the mode and permissions. */
  renderNodes: (nodes: readonly FormField[]) => ReactNode;
}

/**
 * A widget's two faces: `Edit` is the control, `Read` shows the value as text. `frame` says how the
 * renderer places it: `field` inside a labelled form item, `bare` on its own (containers, dividers,
 * titles, alerts).
 */
export interface ReactWidget {
  Edit: ComponentType<WidgetProps>;
  Read: ComponentType<WidgetProps>;
  frame: 'field' | 'bare';
}
