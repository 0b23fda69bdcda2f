import { createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import { getHomePage } from '@/content/home';
import { getPortrait } from '@/content/images';
import { getResumeLink } from '@/content/resume';
import { useEntryAnimation } from '@/hooks/useEntryAnimation';
import { AboutCard } from './-components/home/AboutCard';
import { Hero } from './-components/home/Hero';
import * as styles from './-components/home/Home.css';

export const Route = createFileRoute('/')({
  loader: () => ({ home: getHomePage(), portrait: getPortrait(), resume: getResumeLink() }),
  component: HomePage,
});

function HomePage() {
  const { home, portrait, resume } = Route.useLoaderData();
  const ref = useRef<HTMLDivElement>(null);
  useEntryAnimation(ref);
  return (
    <div ref={ref} className={styles.root}>
      <Hero home={home} portrait={portrait} resume={resume} />
      <AboutCard heading={home.aboutTitle} paragraphs={home.about} languages={home.languages} />
    </div>
  );
}
