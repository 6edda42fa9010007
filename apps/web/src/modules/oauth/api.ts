import type {
  LoginConfigResponse,
  LoginResponse,
  MySession,
  PasswordStatus,
  ScanPollResponse,
  ScanStatus,
  ScanTicketResponse,
} from '@platform/contracts';
import type { CurrentUserData } from '../../app/session/current-user.types.ts';
import { API_BASE, http, request } from '../../shared/http/request.ts';

/*
 * Login and session calls (spec §7.2). Passwords are md5 hex before they reach these functions.
 * Login failures are toasted by the request helper; callers must not toast again.
 */

/** Silent for the route guard, which shows the failure itself (spec §4.1 step 4). */
export const getCurrentUser = (options: { isSilent?: boolean } = {}) =>
  http.get<CurrentUserData>('/api/oauth/CurrentUser', undefined, options);
export const logout = () => http.get<null>('/api/oauth/Logout', undefined, { isSilent: true });

export interface PasswordLoginInput {
  account: string;
  /** md5 hex */
  password: string;
  code?: string;
  timestamp?: string;
}

/** Account + password login: form-urlencoded with grant_type=password (spec §7.2). */
export const loginWithPassword = (input: PasswordLoginInput) =>
  http.post<LoginResponse>(
    '/api/oauth/Login',
    {
      account: input.account.trim(),
      password: input.password,
      jnpf_ticket: '',
      origin: 'password',
      code: input.code ?? '',
      timestamp: input.timestamp ?? '',
      grant_type: 'password',
    },
    { isForm: true },
  );

/** Phone + SMS code login; the account is the mobile or mobile@account (sub-account rule). */
export const loginWithSms = (input: { mobile: string; smsCode: string }) =>
  http.post<LoginResponse>(
    '/api/oauth/Login',
    { account: input.mobile.trim(), smsCode: input.smsCode.trim(), origin: 'sms', grant_type: 'sms' },
    { isForm: true },
  );

/** Whether this account needs the login captcha, and its length (wire facts §1). */
export const getLoginConfig = (account: string) =>
  http.get<LoginConfigResponse>(`/api/oauth/getConfig/${encodeURIComponent(account)}`, undefined, {
    isSilent: true,
  });

/** The captcha image is an <img> source: one code per key, each refresh needs a new key. */
export const captchaImageUrl = (key: string) => `${API_BASE}/api/file/ImageCode/${encodeURIComponent(key)}`;

export const sendSmsCode = (mobile: string) =>
  http.post<{ expiresIn: number; resendAfter: number }>('/api/oauth/SmsCode', { mobile: mobile.trim() });

export const createScanTicket = () => http.post<ScanTicketResponse>('/api/oauth/ScanLogin/Ticket');

/** Silent: the login page polls every few seconds and shows the ticket state itself. */
export const pollScanTicket = (ticket: string, pollKey: string) =>
  http.post<ScanPollResponse>('/api/oauth/ScanLogin/Poll', { ticket, pollKey }, { isSilent: true });

export const getScanTicket = (ticket: string) =>
  http.get<{ status: ScanStatus; expiresAt: number }>(`/api/oauth/ScanLogin/${encodeURIComponent(ticket)}`);

export const confirmScanTicket = (ticket: string) =>
  request<null>({ url: `/api/oauth/ScanLogin/${encodeURIComponent(ticket)}/Confirm`, method: 'POST' });

export const cancelScanTicket = (ticket: string) =>
  request<null>({ url: `/api/oauth/ScanLogin/${encodeURIComponent(ticket)}/Cancel`, method: 'POST' });

/** Unlocks the lock screen (JNPF LoginController.lockScreen): account + md5 password. */
export const unlockScreen = (account: string, password: string) =>
  http.post<null>('/api/oauth/LockScreen', { account, password });

/** Whether the password must (or should soon) be changed. */
export const getPasswordStatus = () =>
  http.post<PasswordStatus>('/api/oauth/updatePasswordMessage', undefined, { isSilent: true });

/** The signed-in user's live sessions (devices), for "sign out this session". */
export const listMySessions = () => http.get<MySession[]>('/api/permission/Users/Current/Sessions');

export const revokeMySession = (id: string) =>
  request<null>({
    url: `/api/permission/Users/Current/Sessions/${encodeURIComponent(id)}`,
    method: 'DELETE',
  });
