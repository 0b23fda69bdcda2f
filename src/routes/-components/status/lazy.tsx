import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isReloading } from '@/lib/chunk-reload';

// The not-found and error pages, and their words, load only when needed: every page's first load
// stays within its JavaScript budget. The router loads the first two before it renders them.
export const NotFound = lazyRouteComponent(() => import('./StatusPage'), 'NotFound');
export const RootError = lazyRouteComponent(() => import('./RootError'), 'RootError');

const ErrorPage = lazy(() => import('./StatusPage').then((module) => ({ default: module.ErrorPage })));

/** Every page's error view (the router's default), inside the root layout's top bar and footer. */
export function RouteError() {
  // A failed chunk is already loading the page afresh (src/lib/chunk-reload.ts): show nothing meanwhile.
  if (isReloading()) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
