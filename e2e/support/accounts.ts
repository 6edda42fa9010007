/** Accounts the e2e suite signs in with (see apps/server/src/db/seed and e2e/playwright.config.ts). */
export const ADMIN = {
  account: 'admin',
  realName: '管理员',
  /** ADMIN_INITIAL_PASSWORD of the e2e server; it must be changed at the first login. */
  initialPassword: 'Admin@12345',
  /**
   * What it is changed to: on the shared server by the global setup (support/global-setup.ts), on a
   * test's own server by spec 01's dialog or prepareAdmin. Passes the seeded policy, 6-16 characters.
   */
  password: 'Sme#E2e2026x',
} as const;

/** What the users a test makes (fixture newUser) choose at their first sign-in; passes the seeded policy. */
export const USER_PASSWORD = 'E2eUser2026';

/** A restricted demo user (role employee, group projectGroup) reachable by SMS login. */
export const ZHANGSAN = { account: 'zhangsan', realName: '张三', mobile: '13800000001' } as const;

/** The session-ending codes of the contract: expired, kicked out, invalid. */
export const SESSION_END_CODES = [600, 601, 602];
