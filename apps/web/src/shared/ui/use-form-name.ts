import { useId } from 'react';

/**
 * A page-unique name for an antd Form. antd derives every input id from it (`<name>_<field>`, or just
 * `<field>` without a name), and the label's `for` points at that id. Dialogs stay mounted (forceRender)
 * and cached pages stay mounted hidden, so two unnamed forms with a `fullName` field would share
 * `#fullName` and one label would point into the other form. React's id keeps the names apart; it is
 * reduced to id-safe characters so the ids also work in CSS selectors.
 */
export function useFormName(prefix: string): string {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return `${prefix}-${id}`;
}
