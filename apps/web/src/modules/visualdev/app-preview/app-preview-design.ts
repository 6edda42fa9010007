import type { Language } from '@platform/contracts';
import { parseFormDesign } from '@platform/form-engine';

/** The page the preview's QR code opens: `/appPreview?id=…`, on this web app's own address. */
export const appPreviewLink = (id: string) =>
  `${window.location.origin}/appPreview?id=${encodeURIComponent(id)}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The renderer shows what the web (pc) may see; on the App a field shows when its `visibility` names
 * the app. So every widget's list is rewritten to say "pc" exactly when it names "app".
 */
function asAppVisibility(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asAppVisibility);
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = asAppVisibility(value);
  const config = copy.__config__;
  if (isObject(config) && Array.isArray(config.visibility)) {
    copy.__config__ = { ...config, visibility: config.visibility.includes('app') ? ['pc'] : [] };
  }
  return copy;
}

/**
 * The form design a kept preview holds, parsed for the App: the design's JSON itself (what the
 * designer sends), or an object carrying it as `formData` (text or object, as a design's Config does).
 * Undefined when the text is not JSON.
 */
export function parseAppPreview(stored: string, locale: Language) {
  let value: unknown;
  try {
    value = JSON.parse(stored);
    if (isObject(value) && !('fields' in value) && 'formData' in value) {
      value = typeof value.formData === 'string' ? JSON.parse(value.formData) : value.formData;
    }
  } catch {
    return undefined;
  }
  return parseFormDesign(asAppVisibility(value), locale);
}
