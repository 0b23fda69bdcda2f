import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toPeriod } from '@/content/format';
import type { ProjectEntry } from '@/content/projects';
import en from '@/messages/en.json';
import { ProjectCard } from './ProjectCard';

const project: ProjectEntry = {
  slug: 'sample',
  languages: {},
  title: 'Sample Tool',
  description: 'A tool that does one thing well.',
  features: ['Does the thing', 'Explains the thing'],
  techStack: ['TypeScript', 'Docker'],
  github: 'https://github.com/example/sample-tool',
  demo: null,
  icon: 'terminal',
  category: 'Cloud & AI',
  period: null,
  roles: [],
  facts: null,
};

describe('ProjectCard', () => {
  it('shows the title, description, key features, technologies, category and code link', () => {
    render(<ProjectCard project={project} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sample Tool' })).toBeInTheDocument();
    expect(screen.getByText('A tool that does one thing well.')).toBeInTheDocument();
    const features = screen.getByRole('heading', { level: 3, name: 'Key features' }).nextElementSibling as HTMLElement;
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(project.features);
    const chips = screen.getByRole('list', { name: 'Technologies' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(project.techStack);
    expect(screen.getByText('Cloud & AI')).toBeInTheDocument();
    const code = screen.getByRole('link', { name: /View code/ });
    expect(code).toHaveAttribute('href', project.github);
    expect(code).toHaveAttribute('target', '_blank');
    expect(code).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no demo link when the project has no demo', () => {
    render(<ProjectCard project={project} />);
    expect(screen.queryByRole('link', { name: /Live demo/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links the demo in a new tab when the project has one', () => {
    render(<ProjectCard project={{ ...project, demo: 'https://sample-tool.example.com' }} />);
    const demo = screen.getByRole('link', { name: /Live demo/ });
    expect(demo).toHaveAttribute('href', 'https://sample-tool.example.com');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the repository facts the build fetched, as text', () => {
    render(
      <ProjectCard
        project={{ ...project, facts: { label: '★ 128 · TypeScript · updated Oct 2026', archived: false } }}
      />,
    );
    expect(screen.getByText('Repository')).toBeInTheDocument();
    expect(screen.getByText('★ 128 · TypeScript · updated Oct 2026')).toBeInTheDocument();
  });

  it('marks an archived repository as such', () => {
    render(<ProjectCard project={{ ...project, facts: { label: '★ 3 · Go · updated Jan 2024', archived: true } }} />);
    expect(screen.getByText('Archived · ★ 3 · Go · updated Jan 2024')).toBeInTheDocument();
  });

  it('shows no repository line when there are no facts', () => {
    render(<ProjectCard project={project} />);
    expect(screen.queryByText('Repository')).not.toBeInTheDocument();
  });

  it('shows when the project ran and your roles on it in the side panel, when it says', () => {
    const period = toPeriod('2016-08-01', '2016-09-30', en.dates);
    render(<ProjectCard project={{ ...project, period, roles: ['Team lead', 'Designer'] }} />);
    expect(screen.getByText('When').nextElementSibling).toHaveTextContent('1 Aug 2016 – 30 Sept 2016');
    expect(screen.getByText('My role').nextElementSibling).toHaveTextContent('Team lead, Designer');
  });

  it('leaves the period and roles out when the project has none', () => {
    render(<ProjectCard project={project} />);
    expect(screen.queryByText('When')).not.toBeInTheDocument();
    expect(screen.queryByText('My role')).not.toBeInTheDocument();
  });
});
