import {
  ipAllowlistEntries,
  isIpAllowed,
  type Language,
  type LoginBranding,
  MenuCode,
  SECRET_MASK,
  SYS_CONFIG_SECRET_KEYS,
  type SysConfig,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { assertFormFieldsGranted } from '../../permission/authority/field-grants.service.ts';
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
  const patch = withoutMaskedSecrets(body);
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

function withoutMaskedSecrets(body: Partial<SysConfig>): Partial<SysConfig> {
  const patch = { ...body };
  for (const key of SYS_CONFIG_SECRET_KEYS) if (patch[key] === SECRET_MASK) delete patch[key];
  return patch;
}

/**
 * PUT /system/SysConfig for a caller held to the menu's form grants: a field whose grant they do not
 * hold may be sent back unchanged (the original client sends the whole form) but not changed; such a
 * save is refused (400 naming the fields) and nothing is written.
 */
export async function saveSysConfigWithinGrants(
  ctx: AppContext,
  user: SessionUser,
  body: Partial<SysConfig>,
  callerIp: string,
) {
  const current = await getSysConfig(ctx);
  const changed = Object.entries(withoutMaskedSecrets(body)).filter(
    ([key, value]) => current[key as keyof SysConfig] !== value,
  );
  await assertFormFieldsGranted(ctx, user, MenuCode.sysConfig, Object.fromEntries(changed));
  await saveSysConfig(ctx, body, callerIp);
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
