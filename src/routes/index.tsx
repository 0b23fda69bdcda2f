import { createFileRoute } from '@tanstack/react-router';
import { getPageMeta } from '@/content/pages';
import { getHome } from '@/content/site';

export const Route = createFileRoute('/')({
  loader: () => ({ page: getPageMeta('/'), home: getHome() }),
  component: HomePage,
});

function HomePage() {
  const { home } = Route.useLoaderData();
  return (
    <div>
      <h1 tabIndex={-1} data-page-heading>
        {home.greeting}
      </h1>
      <p>{home.title}</p>
      <p>{home.intro}</p>
      <ul>
        {home.chips.map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      <h2>{home.aboutTitle}</h2>
      {home.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
