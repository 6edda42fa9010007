import {
  DEFAULT_SYS_CONFIG,
  formatMessage,
  type PasswordIssue,
  type PasswordPolicy,
} from '@platform/contracts';
import { oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../platform/i18n/index.ts';
import { useSession } from '../../platform/stores/session-store.ts';

/**
 * The password policy from CurrentUser's sysConfigInfo; keys it lacks take the platform defaults, so a
 * partial or older config still yields a complete policy.
 */
export function readPasswordPolicy(sysConfigInfo: Record<string, unknown> | undefined): PasswordPolicy {
  // Every policy field is a small integer; anything else falls back to the default (no zod on this screen).
  const pick = <K extends keyof PasswordPolicy>(key: K): PasswordPolicy[K] => {
    const value = sysConfigInfo?.[key];
    return (Number.isInteger(value) ? value : DEFAULT_SYS_CONFIG[key]) as PasswordPolicy[K];
  };
  return {
    passwordStrengthLimit: pick('passwordStrengthLimit'),
    passwordLengthMin: pick('passwordLengthMin'),
    passwordLengthMinNumber: pick('passwordLengthMinNumber'),
    containsNumbers: pick('containsNumbers'),
    includeLowercaseLetters: pick('includeLowercaseLetters'),
    includeUppercaseLetters: pick('includeUppercaseLetters'),
    containsCharacters: pick('containsCharacters'),
    mandatoryModificationOfInitialPassword: pick('mandatoryModificationOfInitialPassword'),
    disableOldPassword: pick('disableOldPassword'),
    disableTheNumberOfOldPasswords: pick('disableTheNumberOfOldPasswords'),
    passwordIsUpdatedRegularly: pick('passwordIsUpdatedRegularly'),
    updateCycle: pick('updateCycle'),
    updateInAdvance: pick('updateInAdvance'),
  };
}

/**
 * The policy of the system config as the server states it (GET /oauth/PasswordPolicy), the one rule
 * set of every dialog that sets a password. Until it answers (or when it fails), the copy in
 * CurrentUser's sysConfigInfo stands in.
 */
export function usePasswordPolicy(): PasswordPolicy {
  const sysConfigInfo = useSession((s) => s.current?.sysConfigInfo);
  const served = useQuery({
    ...endpointQuery(oauthEndpoints.passwordPolicy, undefined, { isSilent: true }),
    staleTime: 60_000,
  });
  return useMemo(
    () => readPasswordPolicy({ ...sysConfigInfo, ...served.data }),
    [sysConfigInfo, served.data],
  );
}

/** The shared catalogue already holds every password message in the three languages. */
export function passwordIssueText(issue: PasswordIssue): string {
  return formatMessage(issue.key, currentLanguage(), issue.params);
}
