import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Footer } from '@/components/Footer/Footer';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { TopBar } from '@/components/TopBar/TopBar';
import { getMessages } from '@/content/messages';
import type { RoutePath } from '@/content/model';
import { getNavItems, getPageMeta } from '@/content/pages';
import { getSite } from '@/content/site';
import { useClientNavigationTracking } from '@/hooks/useEntryAnimation';
import { MessagesProvider } from '@/hooks/useMessages';
import { documentTitle } from '@/lib/head';
import { HYDRATED_ATTRIBUTE } from '@/lib/loader-attributes';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './-components/root.css';
import { RootError } from './-components/status/RootError';
import { NotFound } from './-components/status/StatusPage';

export const Route = createRootRoute({
  loader: () => ({ site: getSite(), navItems: getNavItems(), messages: getMessages() }),
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFound,
});

/** After client-side navigation: new title, focus on the new h1, and a polite announcement. */
function useNavigationAnnouncement(site: { name: string }): string {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      // onResolved fires once the new page has rendered, so its h1 exists to take focus.
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return;
        const path = (event.toLocation.pathname.replace(/\/+$/, '') || '/') as RoutePath;
        const heading = document.querySelector<HTMLElement>('[data-page-heading]');
        // An unknown address shows the not-found page, titled by its heading as the prerender does.
        const known = getNavItems().some((item) => item.path === path);
        const title = known ? documentTitle(getPageMeta(path), site) : `${heading?.textContent} | ${site.name}`;
        document.title = title;
        // The router places the scroll (top, or where the reader was on Back); focus must not move it.
        heading?.focus({ preventScroll: true });
        setAnnouncement(title);
      }),
    [router, site],
  );
  return announcement;
}

function RootLayout() {
  const { site, navItems, messages } = Route.useLoaderData();
  const announcement = useNavigationAnnouncement(site);
  useClientNavigationTracking();
  // The app starts after the first paint (scripts/page-load/loader.ts); this marks the moment it answers input.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return (
    <MessagesProvider value={messages}>
      <SkipLink />
      <TopBar ownerName={site.name} ownerLanguage={site.languages.name} items={navItems} />
      {/* What the search index reads of each page (scripts/site/search-index.ts): not the bar or footer. */}
      <main id="main" className={styles.main} tabIndex={-1} data-pagefind-body="">
        <Outlet />
      </main>
      <Footer ownerName={site.name} ownerLanguage={site.languages.name} items={navItems} />
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </MessagesProvider>
  );
}
