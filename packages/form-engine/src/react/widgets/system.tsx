import { formatDate } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { type NameLookupKind, useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { isBlank, ReadText } from './read-text.tsx';

/** Ids of a system value: one id, or a list (an organization path); the last one is shown. */
const shownId = (value: unknown): string | undefined => {
  const id = Array.isArray(value) ? value[value.length - 1] : value;
  return isBlank(id) ? undefined : String(id);
};

/** A name looked up through the injected sources; the bare id while unknown. */
function useName(kind: NameLookupKind, id: string | undefined): string {
  const { lookupNames } = useFormDataSources();
  const [name, setName] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    setName(undefined);
    if (id !== undefined && lookupNames) {
      lookupNames(kind, [id]).then(
        (names) => live && setName(names[id]),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [kind, id, lookupNames]);
  return name ?? id ?? '';
}

/** Filled by the server, so shown read-only in both modes. */
const systemWidget = (Component: ReactWidget['Read']): ReactWidget => ({
  Edit: Component,
  Read: Component,
  frame: 'field',
});

const nameWidget = (kind: NameLookupKind) =>
  systemWidget(function SystemName({ value, locale }: WidgetProps) {
    return <ReadText text={useName(kind, shownId(value))} locale={locale} />;
  });

export const userNameWidget = nameWidget('user');
export const organizeNameWidget = nameWidget('organize');
export const positionNameWidget = nameWidget('position');

export const systemTimeWidget = systemWidget(({ value, locale }) => (
  <ReadText
    text={typeof value === 'number' ? formatDate(value, 'YYYY-MM-DD HH:mm:ss') : ''}
    locale={locale}
  />
));
