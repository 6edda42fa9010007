import type { MessageListItem } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionaryEntry } from '../../testing/dictionary-entry.ts';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';
import { MessageDrawer } from './message-drawer.tsx';

const item = (n: number): MessageListItem => ({
  id: `m${n}`,
  title: `消息 ${n}`,
  type: 1,
  flowType: null,
  isRead: '0',
  releaseUser: '管理员',
  releaseTime: 1_700_000_000_000 - n * 60_000,
  excerpt: null,
});

/** 45 messages served 20 per page, like the server, with the cursors of each page's ends. */
function pagedList(url: URL) {
  const page = Number(url.searchParams.get('currentPage'));
  const size = Number(url.searchParams.get('pageSize'));
  const all = Array.from({ length: 45 }, (_, i) => item(i + 1));
  return {
    list: all.slice((page - 1) * size, page * size),
    pagination: {
      currentPage: page,
      pageSize: size,
      total: 45,
      nextCursor: `after-page-${page}`,
      prevCursor: `before-page-${page}`,
    },
  };
}

describe('message drawer', () => {
  let calls: string[];
  beforeEach(() => {
    signIn();
    ({ calls } = stubFetch({
      '/api/message': pagedList,
      '/api/message/Actions/ReadAll': { count: 45 },
      '/api/message/getUnreadCount': { unreadTotalCount: 0 },
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists unread messages by default, 20 per page, and loads more near the bottom', async () => {
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    // happy-dom has no layout: give the list a size so the first page fills it.
    const list = screen.getByTestId('message-list');
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1200 },
      clientHeight: { configurable: true, value: 600 },
      scrollTop: { configurable: true, value: 100, writable: true },
    });
    await screen.findByTestId('message-item-m20');
    expect(screen.queryByTestId('message-item-m21')).toBeNull();
    const first = calls.find((c) => c.startsWith('/api/message?')) ?? '';
    expect(first).toContain('currentPage=1');
    expect(first).toContain('pageSize=20');
    expect(first).toContain('isRead=0');

    fireEvent.scroll(list);
    expect(screen.queryByTestId('message-item-m21')).toBeNull();
    list.scrollTop = 450; // 150 px from the bottom: within the 200 px threshold
    fireEvent.scroll(list);
    await screen.findByTestId('message-item-m40');
    // The next page is asked for after the last message shown (keyset), not only by number.
    const second = calls.find((c) => c.includes('currentPage=2')) ?? '';
    expect(second).toContain('cursor=after-page-1');
  });

  it('lists read messages too when "only unread" is switched off', async () => {
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    await screen.findByTestId('message-item-m1');
    fireEvent.click(screen.getByTestId('message-only-unread'));
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('/api/message?')).at(-1)).not.toContain('isRead'),
    );
  });

  it('marks all read only after confirmation', async () => {
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    await screen.findByTestId('message-item-m1');
    fireEvent.click(screen.getByTestId('message-read-all'));
    const text = await screen.findByText('您确定要把所有消息设置为已读吗？');
    const dialog = text.closest('.ant-modal') as HTMLElement;
    expect(calls.some((c) => c.startsWith('/api/message/Actions/ReadAll'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|确\s*定)$/ }));
    await waitFor(() => expect(calls.some((c) => c.startsWith('/api/message/Actions/ReadAll'))).toBe(true));
  });

  it('offers the source types of the 消息类型 dictionary and filters by the chosen code', async () => {
    ({ calls } = stubFetch({
      '/api/message': pagedList,
      '/api/message/getUnreadCount': { unreadTotalCount: 0 },
      // An entry whose code the message list cannot filter by is left out.
      '/api/system/DictionaryData/MessageType/Data/Selector': {
        list: [
          dictionaryEntry('3', '通知公告'),
          dictionaryEntry('2', '审批流程'),
          dictionaryEntry('9', '外部消息'),
        ],
      },
    }));
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    await screen.findByTestId('message-item-m1');
    fireEvent.mouseDown(screen.getByLabelText('消息类型'));
    const choice = await screen.findByTitle('审批流程');
    expect(screen.getByTitle('通知公告')).toBeInTheDocument();
    expect(screen.queryByTitle('外部消息')).toBeNull();
    expect(screen.queryByTitle('系统消息')).toBeNull();
    fireEvent.click(choice);
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('/api/message?')).at(-1)).toContain('type=2'),
    );
  });

  it('falls back to the built-in source types when the dictionary cannot be read', async () => {
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    await screen.findByTestId('message-item-m1');
    fireEvent.mouseDown(screen.getByLabelText('消息类型'));
    expect(await screen.findByTitle('系统消息')).toBeInTheDocument();
  });

  it('opens 查看日程 of the entry a schedule message names, read only', async () => {
    const reminder: MessageListItem = { ...item(9), id: 's-msg', title: '日程提醒：周会', type: 4 };
    const info = { ...reminder, bodyText: '{"groupId":"g1","id":"e1","type":"1"}', files: null };
    const entry = {
      id: 'e1',
      groupId: 'g1',
      category: null,
      urgent: '重要',
      title: '周会',
      content: '本周进度',
      allDay: 0,
      startDay: Date.parse('2026-11-30T09:00:00'),
      startTime: '09:00',
      endDay: Date.parse('2026-11-30T10:00:00'),
      endTime: '10:00',
      duration: -1,
      color: null,
      reminderTime: -2,
      reminderType: 1,
      send: null,
      sendName: null,
      repetition: 1,
      repeatTime: null,
      creatorUserId: '管理员/admin',
      type: '',
      toUserIds: '张三/zhangsan',
      files: null,
      isCreator: false,
    };
    ({ calls } = stubFetch({
      '/api/message': { list: [reminder], pagination: { currentPage: 1, pageSize: 20, total: 1 } },
      '/api/message/ReadInfo/s-msg': info,
      '/api/system/Schedule/detail': entry,
    }));
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('message-item-s-msg'));
    const dialog = await screen.findByTestId('schedule-view-dialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText('本周进度')).toBeInTheDocument();
    expect(within(dialog).getByText('张三/zhangsan')).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('/api/system/Schedule/detail?groupId=g1&id=e1'))).toBe(true);
    expect(screen.getByText('查看日程')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 20_000);

  it('shows 暂无数据 for an empty list', async () => {
    stubFetch({ '/api/message': { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } });
    renderWithShell(<MessageDrawer open onClose={() => undefined} />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
