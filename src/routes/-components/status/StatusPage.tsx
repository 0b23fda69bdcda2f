import { Link } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import type { StatusPageText } from '@/content/messages';
import { useMessages } from '@/hooks/useMessages';
import * as styles from './StatusPage.css';

/** A page that says what went wrong and links home, inside the site's own shell. */
function StatusPage({ text }: { text: StatusPageText }) {
  return (
    <PageLayout heading={text.title} intro={text.text}>
      <Link to="/" className={styles.home}>
        {text.homeLink}
      </Link>
    </PageLayout>
  );
}

/** Shown for an address that matches no page; prerendered as dist/404.html. */
export function NotFound() {
  return <StatusPage text={useMessages().notFound} />;
}

/** Shown in place of a page that failed to load or render. */
export function ErrorPage() {
  return <StatusPage text={useMessages().error} />;
}
