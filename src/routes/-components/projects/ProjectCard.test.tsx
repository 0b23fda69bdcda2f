import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectEntry } from '@/content/projects';
import { ProjectCard } from './ProjectCard';

const project: ProjectEntry = {
  slug: 'sample',
  title: 'Sample Tool',
  description: 'A tool that does one thing well.',
  features: ['Does the thing', 'Explains the thing'],
  techStack: ['TypeScript', 'Docker'],
  github: 'https://github.com/example/sample-tool',
  demo: null,
  icon: 'terminal',
  category: 'Cloud & AI',
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
});
