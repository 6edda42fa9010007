import type { UserMembershipItem } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { callLog, sent, signInForProfile, USER_BASE } from '../testing/profile-stubs.ts';
import { OrganizeTab } from './organize-tab.tsx';

const item = (id: string, fullName: string, isDefault: boolean): UserMembershipItem => ({
  id,
  fullName,
  isDefault,
});

/** The server's memberships; PUT major moves the major flag (and positions follow the organization). */
function stubMemberships() {
  let majorOrg = 'o1';
  return stubFetch({
    [`GET ${USER_BASE}/getUserOrganizes`]: () =>
      envelope([
        item('o1', '示范公司/综合部', majorOrg === 'o1'),
        item('o2', '示范公司/财务部', majorOrg === 'o2'),
      ]),
    [`GET ${USER_BASE}/getUserPositions`]: () =>
      envelope(majorOrg === 'o1' ? [item('p1', '主管', true)] : [item('p2', '会计', true)]),
    [`PUT ${USER_BASE}/major`]: (call) => {
      majorOrg = JSON.parse(call.body ?? '{}').majorId;
      return envelope(null, '切换成功');
    },
    'GET /api/oauth/CurrentUser': envelope(currentUserFixture()),
  });
}

/** My organizations and positions with the major switch. */
describe('my organizations tab', { timeout: 15_000 }, () => {
  beforeEach(() => signInForProfile());
  afterEach(() => vi.unstubAllGlobals());

  it('marks the major organization and position and offers the switch on the others only', async () => {
    stubMemberships();
    renderWithApp(<OrganizeTab />);
    const major = await screen.findByTestId('major-row-Organize-o1');
    expect(within(major).getByText('主要')).toBeInTheDocument();
    expect(within(major).queryByText('设为主要')).toBeNull();
    expect(within(screen.getByTestId('major-row-Organize-o2')).getByText('设为主要')).toBeInTheDocument();
    expect(within(await screen.findByTestId('major-row-Position-p1')).getByText('主要')).toBeInTheDocument();
  });

  it('switches with PUT major {majorId, majorType}, shows the server msg and reloads', async () => {
    const { calls } = stubMemberships();
    renderWithApp(<OrganizeTab />);
    fireEvent.click(await screen.findByTestId('major-switch-o2'));

    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${USER_BASE}/major`)).toEqual([{ majorId: 'o2', majorType: 'Organize' }]);
    await waitFor(() =>
      expect(within(screen.getByTestId('major-row-Organize-o2')).getByText('主要')).toBeInTheDocument(),
    );
    expect(await screen.findByTestId('major-row-Position-p2')).toBeInTheDocument();
    await waitFor(() => expect(callLog(calls)).toContain('GET /api/oauth/CurrentUser'));
  });
});
