import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** How the real control starts once the user reaches for its face. */
export interface Activation {
  /** Reached by focus (keyboard, label click, a pressed face): the control takes the focus. */
  focus: boolean;
  /** Reached by pressing the face: a select or picker opens its list at once. */
  open: boolean;
}

/** The events on a face that turn it into its control. */
export interface FaceHandlers {
  onMouseEnter: () => void;
  onMouseDown: (event: { preventDefault: () => void }) => void;
  onFocus: () => void;
}

interface DeferredControlProps {
  /** The look-alike drawn until then; it spreads `handlers` on its root and its input. */
  face: (handlers: FaceHandlers) => ReactNode;
  /** The real (antd) control, started as the activation says. */
  control: (activation: Activation) => ReactNode;
  /** A locked control is never reached for: its face stays. */
  disabled?: boolean;
}

/**
 * Draws a cheap face with the control's own classes (and so its look) and mounts the real control only
 * when the user reaches for it: on hover, so the pointer meets the real control before it presses; on
 * focus, so Tab and a label click land in it; on a press that came before the hover was handled. A long
 * form then costs one face per select, picker or number box, not one antd component tree each. Once
 * mounted the control stays. A control reached by focus gets the focus, its text selected so typing
 * replaces it, as when the user tabs into a text box.
 */
export function DeferredControl({ face, control, disabled }: DeferredControlProps) {
  const [activation, setActivation] = useState<Activation | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!activation?.focus) return;
    const input = holder.current?.querySelector('input');
    input?.focus();
    if (!input?.readOnly) input?.select();
  }, [activation]);
  if (disabled || !activation) {
    return face({
      onMouseEnter: () => setActivation((current) => current ?? { focus: false, open: false }),
      onMouseDown: (event) => {
        // The face's own focus would otherwise fire first and start the control closed.
        event.preventDefault();
        // After this press has bubbled: a select mounted during it would take it for a press outside
        // its list and close again.
        setTimeout(() => setActivation({ focus: true, open: true }));
      },
      onFocus: () => setActivation((current) => current ?? { focus: true, open: false }),
    });
  }
  // A press that overtook the hover's mount starts the control again, open.
  return (
    <span key={activation.open ? 'opened' : 'mounted'} ref={holder} style={{ display: 'contents' }}>
      {control(activation)}
    </span>
  );
}
