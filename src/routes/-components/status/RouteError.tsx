import { isReloading } from '@/lib/chunk-reload';
import { ErrorPage } from './StatusPage';

/**
 * Every page's error view (the router's default), inside the root layout's top bar and footer. It
 * ships in the entry chunk with the not-found page, so a network that fails a page's module
 * cannot fail the view that says so.
 */
export function RouteError() {
  // A failed chunk is already loading the page afresh (src/lib/chunk-reload.ts): show nothing meanwhile.
  if (isReloading()) return null;
  return <ErrorPage />;
}
