import { type ReactElement, useCallback, useSyncExternalStore } from 'react';
import type { FormField } from '../schema/form-schema.ts';
import { type VisibilityIndex, visibilityOf } from '../schema/visibility-rules.ts';
import type { FormStore } from './form-store.ts';

interface ShownWhenProps {
  field: FormField;
  store: FormStore;
  visibility: VisibilityIndex;
  children: ReactElement;
}

/**
 * Renders its child only while the node's visibility rule holds (fields the rule reads count as empty
 * while their own rules hide them, as on the server). It renders again only when that answer changes;
 * the node's FieldNode keeps following its own value as before.
 */
function ShownWhen({ field, store, visibility, children }: ShownWhenProps) {
  const rule = field.__config__.showWhen;
  // A boolean snapshot: a change of any value asks again, but only a changed answer renders.
  const isShown = useCallback(
    () => !rule || visibilityOf(visibility, store.get()).ruleHolds(rule),
    [rule, store, visibility],
  );
  return useSyncExternalStore(store.subscribe, isShown, isShown) ? children : null;
}

/** The node's element, behind its visibility rule when it has one (no subscription otherwise). */
export function withShowRule(
  field: FormField,
  element: ReactElement,
  store: FormStore,
  visibility: VisibilityIndex,
): ReactElement {
  if (!field.__config__.showWhen) return element;
  return (
    <ShownWhen key={element.key ?? undefined} field={field} store={store} visibility={visibility}>
      {element}
    </ShownWhen>
  );
}
