import {
  ipAllowlistEntries,
  isIpAllowed,
  type Language,
  type LoginBranding,
  SECRET_MASK,
  SYS_CONFIG_SECRET_KEYS,
  type SysConfig,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { deleteConfigTranslations } from './sys-config.repository.ts';
import { getSysConfig, getSysConfigIn, updateSysConfig } from './sys-config.service.ts';

/** A set secret reads as the mask; the settings screen never receives one in clear. */
export function maskSecrets(config: SysConfig): SysConfig {
  const masked = { ...config };
  for (const key of SYS_CONFIG_SECRET_KEYS) if (masked[key] !== '') masked[key] = SECRET_MASK;
  return masked;
}

/** GET /system/SysConfig: the stored config (zh-CN texts, as edited), secrets masked. */
export async function getSysConfigForScreen(ctx: AppContext): Promise<SysConfig> {
  return maskSecrets(await getSysConfig(ctx));
}

/**
 * PUT /system/SysConfig. A secret sent back as the mask keeps its stored value. A text whose value
 * changes loses its translations (they translated the old text), so every language shows the new one
 * until 翻译管理 translates it again. The IP allowlist may not shut out the one saving it.
 */
export async function saveSysConfig(ctx: AppContext, body: Partial<SysConfig>, callerIp: string) {
  const patch = { ...body };
  for (const key of SYS_CONFIG_SECRET_KEYS) if (patch[key] === SECRET_MASK) delete patch[key];
  const current = await getSysConfig(ctx);
  const next = { ...current, ...patch };
  if (next.whitelistSwitch === 1) {
    if (ipAllowlistEntries(next.whiteListIp).length === 0) throw badRequest('sysConfig.allowlistEmpty');
    if (!isIpAllowed(callerIp, next.whiteListIp)) {
      throw badRequest('sysConfig.ownIpNotAllowed', { ip: callerIp });
    }
  }
  const changedTexts = Object.entries(patch)
    .filter(([key, value]) => typeof value === 'string' && current[key as keyof SysConfig] !== value)
    .map(([key]) => key);
  await updateSysConfig(ctx, patch);
  await deleteConfigTranslations(ctx.db, changedTexts);
}

/** GET /oauth/getLoginConfig: the login page's branding in the caller's language; no single sign-on. */
export async function getLoginBranding(ctx: AppContext, language: Language): Promise<LoginBranding> {
  const config = await getSysConfigIn(ctx, language);
  return {
    title: config.title,
    sysName: config.sysName,
    sysVersion: config.sysVersion,
    copyright: config.copyright,
    companyName: config.companyName,
    loginIcon: config.loginIcon,
    logoIcon: config.logoIcon,
    redirect: false,
    url: '',
    ticket: '',
  };
}
