import { type ComponentProps, lazy, Suspense } from 'react';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useOpenedOnce } from '../../../shared/lazy/use-opened-once.ts';

/*
 * The message dialog (Modal, Alert, rich-text sanitizer, attachments) loads when a message is first
 * opened: home lists messages on the first screen but only shows the dialog after a click.
 */
const MessageDetailDialog = lazy(async () => {
  const [dialog, locales] = await Promise.all([
    import('./message-detail-dialog.tsx'),
    import('../message.locales.ts'),
  ]);
  registerLocales(locales.messageLocales);
  return { default: dialog.MessageDetailDialog };
});

export function LazyMessageDetailDialog(props: ComponentProps<typeof MessageDetailDialog>) {
  const isMounted = useOpenedOnce(props.messageId !== null);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <MessageDetailDialog {...props} />
    </Suspense>
  );
}
