import type { AnyRouter } from '@tanstack/react-router';

/**
 * Tells the router it is hydrating HTML a server render wrote, as TanStack Router's own `hydrate()`
 * does: with `router.ssr` set, the browser renders the matches without the Suspense boundaries it
 * adds on the client, so the first render matches the prerendered markup. That `hydrate()`
 * (`@tanstack/react-router/ssr/client`) reads the server's dehydrated state from `window.$_TSR`,
 * which a static prerender does not write (every page would carry its data twice), and the router
 * has no public switch for this: https://github.com/TanStack/router/issues/3305.
 * hydrate-router.test.tsx fails when a plain render hydrates without it.
 */
export function markHydrating(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}
