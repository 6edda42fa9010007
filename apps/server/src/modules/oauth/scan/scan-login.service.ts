import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LoginResponse, ScanPollResponse, ScanStatus, ScanTicketResponse } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { issueLogin } from '../login/issue-login.ts';
import { ensureNotLocked } from '../login/lockout.ts';
import { findLoginUserById } from '../login/login.repository.ts';
import type { ClientInfo } from '../login/login-audit.ts';
import { hitThrottle, THROTTLE } from '../login/throttle.ts';
import {
  findScanTicket,
  insertScanTicket,
  moveScanTicket,
  type ScanTicketRow,
} from './scan-login.repository.ts';

/*
 * App-scan login: the login page creates a ticket and shows a QR of `location.origin + confirmPath`.
 * A signed-in user opens that URL on another device (GET marks it scanned) and confirms. The login page
 * polls with the ticket and its pollKey; the first poll after confirmation creates the session and
 * returns the token, once.
 */

const TICKET_TTL_MS = 5 * 60_000;
const OPEN_STATES = ['waiting', 'scanned'];

const sha256 = (value: string) => createHash('sha256').update(value).digest();

function effectiveStatus(row: ScanTicketRow, now: Date): ScanStatus {
  const isOpen = row.status === 'waiting' || row.status === 'scanned' || row.status === 'confirmed';
  return isOpen && row.expiresAt <= now ? 'expired' : (row.status as ScanStatus);
}

export async function createScanTicket(ctx: AppContext, client: ClientInfo): Promise<ScanTicketResponse> {
  if ((await hitThrottle(ctx, THROTTLE.scanTicketsPerIp, client.ip)) > THROTTLE.scanTicketsPerIp.max) {
    throw new AppError('tooMany', 'common.tooMany');
  }
  const ticket = randomBytes(24).toString('base64url');
  const pollKey = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await insertScanTicket(ctx.db, {
    id: ticket,
    status: 'waiting',
    pollKeyHash: sha256(pollKey).toString('hex'),
    expiresAt,
    createdAt: now,
  });
  return { ticket, pollKey, confirmPath: `/scanLogin?ticket=${ticket}`, expiresAt: expiresAt.getTime() };
}

async function openTicket(ctx: AppContext, ticket: string): Promise<ScanTicketRow> {
  const row = await findScanTicket(ctx.db, ticket);
  if (!row || effectiveStatus(row, ctx.now()) === 'expired') throw badRequest('scan.invalid');
  return row;
}

/** The confirming device opened the QR link: report the state and mark a waiting ticket scanned. */
export async function scanTicket(ctx: AppContext, ticket: string) {
  const row = await openTicket(ctx, ticket);
  const moved = await moveScanTicket(ctx.db, ticket, ['waiting'], { status: 'scanned' });
  return { status: effectiveStatus(moved ?? row, ctx.now()), expiresAt: row.expiresAt.getTime() };
}

export async function confirmScanTicket(ctx: AppContext, user: SessionUser, ticket: string): Promise<void> {
  await openTicket(ctx, ticket);
  const moved = await moveScanTicket(ctx.db, ticket, OPEN_STATES, {
    status: 'confirmed',
    userId: user.userId,
    confirmedAt: ctx.now(),
  });
  if (!moved) throw badRequest('scan.invalid');
}

export async function cancelScanTicket(ctx: AppContext, ticket: string): Promise<void> {
  await openTicket(ctx, ticket);
  if (!(await moveScanTicket(ctx.db, ticket, OPEN_STATES, { status: 'cancelled' }))) {
    throw badRequest('scan.invalid');
  }
}

/** The login page's poll. A wrong pollKey looks exactly like an unknown ticket. */
export async function pollScanTicket(
  ctx: AppContext,
  ticket: string,
  pollKey: string,
  client: ClientInfo,
): Promise<ScanPollResponse> {
  const row = await findScanTicket(ctx.db, ticket);
  const given = sha256(pollKey);
  const expected = row ? Buffer.from(row.pollKeyHash, 'hex') : Buffer.alloc(given.length);
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw badRequest('scan.invalid');
  }
  const status = effectiveStatus(row, ctx.now());
  if (status !== 'confirmed') return { status };
  const used = await moveScanTicket(ctx.db, ticket, ['confirmed'], { status: 'used' });
  if (!used?.userId) return { status: 'used' };
  const user = await findLoginUserById(ctx.db, used.userId);
  if (!user) throw badRequest('scan.invalid');
  await ensureNotLocked(ctx, user, client);
  if (user.enabledMark === 0) throw badRequest('login.disabled');
  const login = await issueLogin(ctx, user, 'scan', client);
  return { status: 'confirmed', token: login.token, theme: login.theme };
}

/** POST /oauth/Login with jnpf_ticket = '<ticket>:<pollKey>': the JNPF-style way to collect the token. */
export async function ticketLogin(
  ctx: AppContext,
  jnpfTicket: string,
  client: ClientInfo,
): Promise<LoginResponse> {
  const [ticket, pollKey] = jnpfTicket.split(':');
  if (!ticket || !pollKey) throw badRequest('scan.invalid');
  const result = await pollScanTicket(ctx, ticket, pollKey, client);
  if (!result.token || !result.theme) throw badRequest('scan.invalid');
  return { token: result.token, theme: result.theme };
}
