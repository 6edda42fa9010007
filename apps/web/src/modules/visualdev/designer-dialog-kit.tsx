import { Modal, Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/lazy/use-opened-once.ts';

/** A designer opened from the design dialog on part of the design, handing the result back as JSON. */
export interface DesignerDialogProps<T> {
  /** What to design from; undefined while closed. */
  initial: T | undefined;
  onClose: () => void;
  /** The designed JSON text. */
  onApply: (text: string) => void;
}

/** The near full-screen dialog a designer lives in; its content is dropped when it closes. */
export function DesignerModal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      width="96vw"
      style={{ top: 16 }}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid={props.testId}
    >
      {props.children}
    </Modal>
  );
}

/** A designer whose code (widgets, panes, locales) loads when it is first opened. */
export function lazyDesigner<T>(load: () => Promise<ComponentType<DesignerDialogProps<T>>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDesigner(props: DesignerDialogProps<T>) {
    const isMounted = useOpenedOnce(props.initial !== undefined);
    if (!isMounted) return null;
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
