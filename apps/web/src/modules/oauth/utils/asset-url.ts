import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { endpointUrl, serverFileUrl } from '../../../platform/http/call.ts';

/** Server file URLs are given under /api; the browser reaches them under the cloud-api prefix. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return serverFileUrl(path) ?? path;
}

/** userInfo.headIcon is either a URL path or a bare avatar file id (JNPF sends both shapes). */
export function avatarUrl(headIcon: string | null | undefined): string | undefined {
  if (!headIcon) return undefined;
  if (headIcon.includes('/') || headIcon.includes(':')) return assetUrl(headIcon);
  return endpointUrl(fileEndpoints.avatar, { id: headIcon });
}
