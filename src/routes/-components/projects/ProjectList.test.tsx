import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectEntry } from '@/content/projects';
import { ProjectList } from './ProjectList';

const project: ProjectEntry = {
  slug: 'sample',
  languages: {},
  title: 'Sample Tool',
  description: 'A tool that does one thing well.',
  features: ['Does the thing'],
  techStack: ['TypeScript'],
  github: 'https://github.com/example/sample-tool',
  demo: null,
  icon: 'terminal',
  category: 'Tools',
  period: null,
  roles: [],
  facts: null,
};

describe('ProjectList', () => {
  it('lists one card per project', () => {
    render(
      <ProjectList projects={[project, { ...project, slug: 'other', title: 'Other Tool' }]} empty="Nothing yet." />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sample Tool',
      'Other Tool',
    ]);
    expect(screen.queryByText('Nothing yet.')).not.toBeInTheDocument();
  });

  it('says the page content file\'s "empty" sentence instead of an empty list when there are no projects', () => {
    render(<ProjectList projects={[]} empty="No public projects yet." />);
    expect(screen.getByText('No public projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing at all when there are no projects and no sentence for it', () => {
    const { container } = render(<ProjectList projects={[]} empty={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
