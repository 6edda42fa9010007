import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';

/** Opaque session tokens; only sha256(token) is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** password | sms | scan */
    loginType: text('login_type').notNull().default('password'),
    device: text('device'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the session ends early; the reason decides 601 (kicked/single login) vs 600. */
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    isLocked: boolean('is_locked').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_user').on(t.userId),
    // The online-user list: sessions not ended, most recently active first; ended ones stay as history.
    index('sessions_live_order').on(t.lastSeenAt.desc(), t.id.desc()).where(sql`${t.revokedAt} is null`),
  ],
);

/** Login log (own login history under profile, and the admin log screen later). */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    userId: text('user_id'),
    account: text('account').notNull(),
    /** login | logout | lock | unlock | password */
    category: text('category').notNull(),
    isSuccess: boolean('is_success').notNull(),
    message: text('message'),
    ip: text('ip'),
    ipAddressName: text('ip_address_name'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('login_logs_user_time').on(t.userId, t.createdAt)],
);

/** Captcha challenges keyed by the client's random string; one use, short life. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** Phone verification codes (hashed) for SMS login. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile').on(t.mobile, t.purpose)],
);

/**
 * What the default SMS sender "sent": visible to administrators (GET /message/SmsOutbox), newest first,
 * searched by the start of the number (text_pattern_ops serves `LIKE 'prefix%'` in any collation).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_created').on(t.createdAt, t.id),
    index('sms_outbox_mobile').on(t.mobile.op('text_pattern_ops'), t.createdAt),
  ],
);

/**
 * App-scan login tickets: waiting -> scanned -> confirmed -> used (or cancelled; expiry is by time).
 * The ticket id is in the QR; polling also needs the poll key only the login page holds (stored hashed),
 * and the session is created only when the login page collects it, so no token is ever stored in clear.
 */
export const scanTickets = pgTable('scan_tickets', {
  id: text('id').primaryKey(),
  status: text('status').notNull().default('waiting'),
  pollKeyHash: text('poll_key_hash').notNull(),
  userId: text('user_id'),
  confirmedAt: ts('confirmed_at'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});
