import type { CurrentUserBaseInfo } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { callLog, pngFile, signInForProfile, USER_BASE, uploaded } from '../testing/profile-stubs.ts';
import { ProfileUserCard } from './profile-user-card.tsx';

const info = { realName: '管理员', account: 'admin', avatar: null } as unknown as CurrentUserBaseInfo;

function avatarInput(): HTMLInputElement {
  const input = screen.getByTestId('profile-avatar-upload').closest('.ant-upload')?.querySelector('input');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** Profile avatar: upload the image, then PUT Avatar/{fileId}. */
describe('profile avatar', { timeout: 15_000 }, () => {
  beforeEach(() => signInForProfile());
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the picked image, then sets it as the avatar and reloads the user', async () => {
    const { calls } = stubFetch({
      'POST /api/file/Uploader/userAvatar': envelope(uploaded('a1', 'userAvatar')),
      [`PUT ${USER_BASE}/Avatar/a1`]: envelope(
        { headIcon: '/api/file/Image/userAvatar/a1', avatar: '/api/file/Image/userAvatar/a1' },
        '头像更新成功',
      ),
      [`GET ${USER_BASE}/BaseInfo`]: envelope(info),
      'GET /api/oauth/CurrentUser': envelope(currentUserFixture()),
    });
    renderWithApp(<ProfileUserCard info={info} />);
    await userEvent.setup().upload(avatarInput(), pngFile('me.png'));
    expect(await screen.findByText('头像更新成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(callLog(calls)).toEqual([
        'POST /api/file/Uploader/userAvatar',
        `PUT ${USER_BASE}/Avatar/a1`,
        'GET /api/oauth/CurrentUser',
      ]),
    );
    expect(calls[0]?.headers.get('Content-Type')).toBeNull(); // multipart: the browser sets the boundary
  });

  it('refuses an image over 2 MB before uploading', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<ProfileUserCard info={info} />);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(avatarInput(), big);
    expect(await screen.findByText('图片大小不能超过 2 MB')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
