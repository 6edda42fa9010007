import type { MessageInfo, MessageListItem } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import HomePage from './home.page.tsx';

/* The home page's 系统公告 card: the latest released notices addressed to the user (type-3 messages). */

const notice: MessageListItem = {
  id: 'm-notice',
  title: '国庆放假安排',
  type: 3,
  flowType: null,
  isRead: '0',
  releaseUser: '管理员/admin',
  releaseTime: 1_767_225_600_000,
  excerpt: '十月一日至七日放假',
};
const opened: MessageInfo = { ...notice, isRead: '1', bodyText: '<p>十月一日至七日放假</p>', files: null };

const page = (list: MessageListItem[]) =>
  envelope({ list, pagination: { currentPage: 1, pageSize: 5, total: list.length } });

/** The card asks for type 3 only; the message summary asks for unread messages of every type. */
const messages = (call: StubCall) => page(call.url.searchParams.get('type') === '3' ? [notice] : []);

describe('home notices card', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.getState().reset();
    useSession.getState().setCurrent(currentUserFixture());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the latest notices and opens one, which reads it (marks it read)', async () => {
    const { calls } = stubFetch({
      'GET /api/message': messages,
      'GET /api/message/getUnreadCount': envelope({
        unreadTotalCount: 1,
        unreadSystemMessageCount: 0,
        unreadMessageCount: 0,
        unreadNoticeCount: 1,
        unreadScheduleCount: 0,
      }),
      'GET /api/message/ReadInfo/m-notice': envelope(opened),
    });
    renderWithApp(<HomePage />);
    const card = await screen.findByTestId('home-notices');
    fireEvent.click(await within(card).findByText('国庆放假安排'));
    expect(await screen.findByTestId('message-body', {}, { timeout: 15_000 })).toHaveTextContent(
      '十月一日至七日放假',
    );
    expect(callsTo(calls, 'GET /api/message/ReadInfo/m-notice')).toHaveLength(1);
    // The card asked for notices (type 3) only.
    expect(callsTo(calls, 'GET /api/message').some((c) => c.url.searchParams.get('type') === '3')).toBe(true);
  });

  it('says so when there is no notice', async () => {
    stubFetch({ 'GET /api/message': page([]) });
    renderWithApp(<HomePage />);
    const card = await screen.findByTestId('home-notices');
    expect(await within(card).findByText(/暂无/)).toBeInTheDocument();
  });
});
