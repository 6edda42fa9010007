import { type MessageKey, SECRET_MASK } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { probeSmtp, SmtpProbeError, type SmtpProbeFailure } from './smtp-probe.ts';
import { getSysConfig } from './sys-config.service.ts';

/** What each SMTP failure says to the user (the server's own text is never echoed). */
export const SMTP_FAILURE_MESSAGES: Record<SmtpProbeFailure, MessageKey> = {
  unreachable: 'sysConfig.emailUnreachable',
  timeout: 'sysConfig.emailTimeout',
  notSmtp: 'sysConfig.emailNotSmtp',
  tls: 'sysConfig.emailTls',
  authRejected: 'sysConfig.emailAuthRejected',
  mailRefused: 'sendConfig.mailRefused',
};

export interface MailTest {
  account: string;
  password: string;
  smtpHost: string;
  smtpPort: number;
  ssl: number;
}

/**
 * POST /system/SysConfig/Email/Test: signs in to the SMTP server with the form's settings (the masked
 * password means the stored one) and says why it failed, without echoing what the server said.
 */
export async function testSysConfigEmail(ctx: AppContext, body: MailTest): Promise<void> {
  const password = body.password === SECRET_MASK ? (await getSysConfig(ctx)).emailPassword : body.password;
  try {
    await probeSmtp({
      host: body.smtpHost,
      port: body.smtpPort,
      isTls: body.ssl === 1,
      account: body.account,
      password,
    });
  } catch (error) {
    if (error instanceof SmtpProbeError) throw badRequest(SMTP_FAILURE_MESSAGES[error.reason]);
    throw error;
  }
}
