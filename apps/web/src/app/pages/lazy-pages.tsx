import { Spin } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The built-in fallback pages use antd Result, whose three SVG illustrations (~11 KB gzip) would
 * otherwise ride in the first-screen bundle although login and home never show them.
 */

const PublicPlaceholder = lazy(() =>
  import('./public-placeholder-page.tsx').then((m) => ({ default: m.PublicPlaceholderPage })),
);
const NotBuilt = lazy(() => import('./not-built-page.tsx').then((m) => ({ default: m.NotBuiltPage })));
const NotFound = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const ExternalLink = lazy(() =>
  import('./external-link-page.tsx').then((m) => ({ default: m.ExternalLinkPage })),
);

const fallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

export function LazyPublicPlaceholderPage(props: ComponentProps<typeof PublicPlaceholder>) {
  return (
    <Suspense fallback={fallback}>
      <PublicPlaceholder {...props} />
    </Suspense>
  );
}

export function LazyNotBuiltPage(props: ComponentProps<typeof NotBuilt>) {
  return (
    <Suspense fallback={fallback}>
      <NotBuilt {...props} />
    </Suspense>
  );
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={fallback}>
      <NotFound />
    </Suspense>
  );
}

export function LazyExternalLinkPage() {
  return (
    <Suspense fallback={fallback}>
      <ExternalLink />
    </Suspense>
  );
}
