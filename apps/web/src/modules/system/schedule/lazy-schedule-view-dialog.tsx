import { lazy, Suspense } from 'react';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useOpenedOnce } from '../../../shared/lazy/use-opened-once.ts';
import type { ScheduleViewTarget } from './schedule-view-dialog.tsx';

/* 查看日程 opened from a message loads with its locales when a schedule message is first opened. */
const ScheduleViewDialog = lazy(async () => {
  const [dialog, locales] = await Promise.all([
    import('./schedule-view-dialog.tsx'),
    import('./schedule.locales.ts'),
  ]);
  registerLocales(locales.scheduleLocales);
  return { default: dialog.ScheduleViewDialog };
});

/** 查看日程 of the entry a schedule message names: read only (deleting happens in the calendar). */
export function LazyScheduleViewDialog({
  target,
  onClose,
}: {
  target: ScheduleViewTarget | undefined;
  onClose: () => void;
}) {
  const isMounted = useOpenedOnce(target !== undefined);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleViewDialog target={target} canRemove={false} onClose={onClose} onChanged={onClose} />
    </Suspense>
  );
}
