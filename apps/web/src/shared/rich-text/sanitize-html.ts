import { safeUrl, sanitizeRichText } from '@platform/contracts';

/**
 * Allowlist HTML sanitiser for rich text shown in the app (message bodies, notices, form rich text). It is
 * the contracts' DOM-free sanitiser, the same one the server applies on write, so stored markup from
 * older data or another writer can never run script in the page and both sides keep the same markup.
 */
export const sanitizeHtml: (html: string | null | undefined) => string = sanitizeRichText;

/** Whether a link (or, with `isImage`, an image source) may be kept: relative, http(s), mailto, tel. */
export function isSafeUrl(value: string, isImage = false): boolean {
  return safeUrl(value, isImage) !== undefined;
}
