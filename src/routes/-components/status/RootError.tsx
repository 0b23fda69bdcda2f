import { Footer } from '@/components/Footer/Footer';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { TopBar } from '@/components/TopBar/TopBar';
import { getNavItems } from '@/content/pages';
import { getSite } from '@/content/site';
import * as rootStyles from '../root.css';
import { ErrorPage } from './StatusPage';

/** The root layout itself failed: the shell is drawn again around the error page. */
export function RootError() {
  const { name } = getSite();
  const items = getNavItems();
  return (
    <>
      <SkipLink />
      <TopBar ownerName={name} items={items} />
      <main id="main" className={rootStyles.main} tabIndex={-1}>
        <ErrorPage />
      </main>
      <Footer ownerName={name} items={items} />
    </>
  );
}
