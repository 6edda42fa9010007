import type { ScheduleListItem } from '@platform/contracts';
import { scheduleEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Calendar, Empty, Segmented, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointPath } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { downloadFile } from '../../../platform/http/request.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { scheduleLocales } from './schedule.locales.ts';
import { ScheduleFormDialog, type ScheduleFormTarget } from './schedule-form-dialog.tsx';
import { daysOf, eventsOn, rangeOf, type ScheduleView, stepOf, WIRE_FORMAT } from './schedule-range.ts';
import { ScheduleViewDialog, type ScheduleViewTarget } from './schedule-view-dialog.tsx';
import { useScheduleCategories } from './use-schedule-categories.ts';

registerLocales(scheduleLocales);

const VIEWS: readonly ScheduleView[] = ['month', 'week', 'day'];

interface EventChipProps {
  item: ScheduleListItem;
  /** The name of the item's 日程类型, when it has one. */
  category: string | undefined;
  onOpen: (item: ScheduleListItem) => void;
}

function EventChip({ item, category, onOpen }: EventChipProps) {
  const { t } = useTranslation('schedule');
  return (
    <Button
      type="text"
      size="small"
      block
      title={category ? `${item.title}（${category}）` : item.title}
      style={{ justifyContent: 'flex-start', borderLeft: `3px solid ${item.color ?? '#188ae2'}` }}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(item);
      }}
    >
      {item.allDay === 1 ? t('allDayTag') : dayjs(item.startDay).format('HH:mm')}{' '}
      {category ? <Typography.Text type="secondary">{category}</Typography.Text> : null} {item.title}
    </Button>
  );
}

/**
 * 日程安排: the caller's schedules by month, week or day. A day opens a new schedule; a schedule opens
 * 查看日程 (edit for its creator, delete or leave for everyone).
 */
export default function SchedulePage() {
  const { t } = useTranslation('schedule');
  const queryClient = useQueryClient();
  const [view, setView] = useState<ScheduleView>('month');
  const [anchor, setAnchor] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [formTarget, setFormTarget] = useState<ScheduleFormTarget | undefined>();
  const [viewTarget, setViewTarget] = useState<ScheduleViewTarget | undefined>();
  const range = rangeOf(view, anchor);
  const list = useQuery({
    ...endpointQuery(scheduleEndpoints.list, {
      query: { startTime: range.start.format(WIRE_FORMAT), endTime: range.end.format(WIRE_FORMAT) },
    }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.list ?? [];
  const categories = useScheduleCategories();
  const refresh = () => {
    setFormTarget(undefined);
    setViewTarget(undefined);
    void queryClient.invalidateQueries({ queryKey: endpointPrefix(scheduleEndpoints.list) });
  };
  const open = (item: ScheduleListItem) => setViewTarget({ id: item.id, groupId: item.groupId });
  const exportCalendar = () =>
    void downloadFile(
      endpointPath(scheduleEndpoints.export, undefined, {
        startTime: range.start.format(WIRE_FORMAT),
        endTime: range.end.format(WIRE_FORMAT),
      }),
      'schedule.ics',
    );

  return (
    <div style={{ padding: 16 }} data-testid="schedule-page">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Button onClick={() => setAnchor(stepOf(view, anchor, -1))}>{t('previous')}</Button>
          <Button onClick={() => setAnchor(dayjs().startOf('day'))}>{t('today')}</Button>
          <Button onClick={() => setAnchor(stepOf(view, anchor, 1))}>{t('next')}</Button>
          <strong data-testid="schedule-anchor">
            {view === 'month' ? anchor.format('YYYY-MM') : anchor.format('YYYY-MM-DD')}
          </strong>
        </Space>
        <Space>
          <Segmented<ScheduleView>
            value={view}
            onChange={setView}
            options={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
          />
          <Button onClick={exportCalendar}>{t('export')}</Button>
          <Button type="primary" onClick={() => setFormTarget({ start: anchor })}>
            {t('add')}
          </Button>
        </Space>
      </Space>
      {view === 'month' ? (
        <Calendar
          value={anchor}
          headerRender={() => null}
          onSelect={(day, info) => {
            setAnchor(day.startOf('day'));
            if (info.source === 'date') setFormTarget({ start: day });
          }}
          cellRender={(day, info) =>
            info.type === 'date'
              ? eventsOn(items, day).map((item) => (
                  <EventChip
                    key={item.id}
                    item={item}
                    category={categories.nameOf(item.category)}
                    onOpen={open}
                  />
                ))
              : info.originNode
          }
        />
      ) : (
        <div data-testid="schedule-agenda">
          {daysOf(range).map((day) => {
            const events = eventsOn(items, day);
            return (
              <section key={day.valueOf()} style={{ marginBottom: 12 }}>
                <Tag color={day.isSame(dayjs(), 'day') ? 'blue' : undefined}>
                  {day.format('YYYY-MM-DD ddd')}
                </Tag>
                {events.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvents')} />
                ) : (
                  events.map((item) => (
                    <EventChip
                      key={item.id}
                      item={item}
                      category={categories.nameOf(item.category)}
                      onOpen={open}
                    />
                  ))
                )}
              </section>
            );
          })}
        </div>
      )}
      <ScheduleFormDialog target={formTarget} onClose={() => setFormTarget(undefined)} onSaved={refresh} />
      <ScheduleViewDialog
        target={viewTarget}
        canRemove
        onClose={() => setViewTarget(undefined)}
        onEdit={(id) => {
          setViewTarget(undefined);
          setFormTarget({ id });
        }}
        onChanged={refresh}
      />
    </div>
  );
}
