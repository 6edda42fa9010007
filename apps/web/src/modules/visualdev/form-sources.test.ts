import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../testing/current-user-fixture.ts';
import { appFormSources } from './form-sources.ts';

afterEach(() => useSession.setState({ current: null }));

describe('the forms of designs: the signed-in user', () => {
  it('gives "默认为当前…" fields the user, department and organization path of the session', () => {
    expect(appFormSources.currentUser?.()).toBeUndefined();
    useSession
      .getState()
      .setCurrent(
        currentUserFixture({ userInfo: { userId: 'u7', departmentId: 'd2', organizeIdList: ['c1', 'd2'] } }),
      );
    expect(appFormSources.currentUser?.()).toEqual({
      userId: 'u7',
      departmentId: 'd2',
      organizeIdList: ['c1', 'd2'],
    });
  });
});
