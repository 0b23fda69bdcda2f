import { createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import { getPortrait } from '@/content/images';
import { getResumeLink } from '@/content/resume';
import { getHome } from '@/content/site';
import { useEntryAnimation } from '@/hooks/useEntryAnimation';
import { AboutCard } from './-components/home/AboutCard';
import { Hero } from './-components/home/Hero';
import * as styles from './-components/home/Home.css';

export const Route = createFileRoute('/')({
  loader: () => ({ home: getHome(), portrait: getPortrait(), resume: getResumeLink() }),
  component: HomePage,
});

function HomePage() {
  const { home, portrait, resume } = Route.useLoaderData();
  const ref = useRef<HTMLDivElement>(null);
  useEntryAnimation(ref);
  return (
    <div ref={ref} className={styles.root}>
      <Hero home={home} portrait={portrait} resume={resume} />
      <AboutCard heading={home.aboutTitle} paragraphs={home.about} />
    </div>
  );
}
