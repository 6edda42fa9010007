import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import type { CurrentUserData, UserInfo } from '../../../app/session/current-user.types.ts';

/** A CurrentUser response as the server sends it, with overrides for the case under test. */
export function currentUserFixture(
  overrides: { userInfo?: Partial<UserInfo>; sysConfigInfo?: Record<string, unknown> } = {},
): CurrentUserData {
  return {
    menuList: [],
    permissionList: [],
    routerList: [],
    userInfo: {
      userId: 'u1',
      userAccount: 'admin',
      userName: '管理员',
      headIcon: null,
      organizeName: '示范公司/综合部',
      positionName: '主管',
      systemIds: [{ id: 's1', name: '业务平台', currentSystem: true }],
      prevLogin: 1,
      prevLoginTime: 1_767_225_600_000,
      prevLoginIPAddress: '10.0.0.8',
      prevLoginIPAddressName: '本地局域网',
      changePasswordDate: 1_767_225_600_000,
      ...overrides.userInfo,
    },
    sysConfigInfo: { ...DEFAULT_SYS_CONFIG, ...overrides.sysConfigInfo },
  };
}
