import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../shared/lazy/use-opened-once.ts';
import type { DesignState } from './use-form-design.ts';

/* The designer (its widgets, canvas and locales) loads when it is first opened. */
const FormDesignerDialog = lazy(async () => ({
  default: (await import('./form-designer-dialog.tsx')).FormDesignerDialog,
}));

export function LazyFormDesigner(props: {
  initial: DesignState | undefined;
  onClose: () => void;
  onApply: (text: string) => void;
}) {
  const isMounted = useOpenedOnce(props.initial !== undefined);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <FormDesignerDialog {...props} />
    </Suspense>
  );
}
