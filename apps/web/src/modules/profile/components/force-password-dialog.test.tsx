import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { shouldForcePasswordChange } from '../utils/should-force-password.ts';
import { ForcePasswordDialog } from './force-password-dialog.tsx';

const neverChanged = { changePasswordDate: null };

describe('forced password change', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSession.getState().reset();
    stubFetch({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens only for a never-changed password under a policy that demands the change', () => {
    expect(shouldForcePasswordChange(null)).toBe(false);
    expect(shouldForcePasswordChange(currentUserFixture({ userInfo: neverChanged }))).toBe(true);
    expect(
      shouldForcePasswordChange(
        currentUserFixture({
          userInfo: neverChanged,
          sysConfigInfo: { mandatoryModificationOfInitialPassword: 0 },
        }),
      ),
    ).toBe(false);
    expect(
      shouldForcePasswordChange(currentUserFixture({ userInfo: { changePasswordDate: 1_767_225_600_000 } })),
    ).toBe(false);
  });

  it('shows the 600 px dialog with the change form and no way to close it', () => {
    useSession.getState().setCurrent(currentUserFixture({ userInfo: neverChanged }));
    renderWithApp(<ForcePasswordDialog />);
    // Present on the first render: the negative cases below check the same moment.
    expect(screen.getByTestId('force-password-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('force-password-old')).toBeInTheDocument();
    expect(screen.getByTestId('force-password-new')).toBeInTheDocument();
    expect(screen.getByTestId('force-password-repeat')).toBeInTheDocument();
    expect(screen.getByTestId('force-password-code')).toBeInTheDocument();
    expect(screen.getByTestId('force-password-captcha-image')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    expect(modal?.style.width).toBe('600px');
  });

  it('stays closed when the password was changed before', () => {
    useSession.getState().setCurrent(currentUserFixture());
    renderWithApp(<ForcePasswordDialog />);
    expect(screen.queryByTestId('force-password-dialog')).not.toBeInTheDocument();
  });

  it('stays closed when the policy does not demand the change', () => {
    useSession.getState().setCurrent(
      currentUserFixture({
        userInfo: neverChanged,
        sysConfigInfo: { mandatoryModificationOfInitialPassword: 0 },
      }),
    );
    renderWithApp(<ForcePasswordDialog />);
    expect(screen.queryByTestId('force-password-dialog')).not.toBeInTheDocument();
  });

  it('closes once CurrentUser reports a change date', async () => {
    useSession.getState().setCurrent(currentUserFixture({ userInfo: neverChanged }));
    renderWithApp(<ForcePasswordDialog />);
    expect(await screen.findByTestId('force-password-dialog')).toBeInTheDocument();
    act(() => useSession.getState().setCurrent(currentUserFixture()));
    await waitFor(() => expect(screen.queryByTestId('force-password-dialog')).not.toBeInTheDocument());
  });
});
