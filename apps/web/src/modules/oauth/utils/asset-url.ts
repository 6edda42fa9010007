import { API_BASE } from '../../../shared/http/request.ts';

/** Server file URLs are given under /api; the browser reaches them under the cloud-api prefix. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith(`${API_BASE}/`)) return path;
  if (path.startsWith('/api/')) return `${API_BASE}${path}`;
  return path;
}

/** userInfo.headIcon is either a URL path or a bare avatar file id (JNPF sends both shapes). */
export function avatarUrl(headIcon: string | null | undefined): string | undefined {
  if (!headIcon) return undefined;
  if (headIcon.includes('/') || headIcon.includes(':')) return assetUrl(headIcon);
  return `${API_BASE}/api/file/Image/userAvatar/${encodeURIComponent(headIcon)}`;
}
