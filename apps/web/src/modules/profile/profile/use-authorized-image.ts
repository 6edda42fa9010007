import { useEffect, useState } from 'react';
import { useSession } from '../../../platform/stores/session-store.ts';

/**
 * Owner-only images (signatures) need the Authorization header, which an <img> cannot send: fetch the
 * bytes and show them through an object URL that is released when the image changes or unmounts.
 * `url` is the browser URL of a raw endpoint (`endpointUrl(fileEndpoints.signature, { id })`).
 */
export function useAuthorizedImage(url: string | null | undefined): { src?: string; isError: boolean } {
  const token = useSession((s) => s.token);
  const [state, setState] = useState<{ src?: string; isError: boolean }>({ isError: false });
  useEffect(() => {
    if (!url || !token) return;
    let objectUrl: string | undefined;
    let isCurrent = true;
    fetch(url, { headers: { Authorization: token, 'jnpf-origin': 'pc' }, credentials: 'omit' })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, isError: false });
      })
      .catch(() => {
        if (isCurrent) setState({ isError: true });
      });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  return state;
}
