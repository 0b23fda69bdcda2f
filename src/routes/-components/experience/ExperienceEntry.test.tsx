import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExperienceEntry as Entry } from '@/content/experience';
import { toPeriod } from '@/content/format';
import en from '@/messages/en.json';
import { ExperienceEntry } from './ExperienceEntry';

const entry: Entry = {
  slug: 'role',
  languages: {},
  title: 'Platform Engineer',
  company: 'Example Ltd',
  team: null,
  client: null,
  product: null,
  period: toPeriod('2024-01-22', null, en.dates),
  location: 'Dublin, Ireland',
  technologies: ['Go'],
  summary: null,
  achievements: ['Shipped the thing.'],
};

describe('ExperienceEntry', () => {
  it('says "Present" for a role that has not ended, with the start in a <time> element', () => {
    const { container } = render(<ExperienceEntry entry={entry} />);
    const times = container.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual(['2024-01-22']);
    expect(screen.getByText(/Present/)).toBeInTheDocument();
  });

  it('shows the team the role was on beside its company, and nothing in its place when there is none', () => {
    const { rerender } = render(<ExperienceEntry entry={{ ...entry, team: 'Payments' }} />);
    expect(screen.getByText('Example Ltd').closest('p')).toHaveTextContent('Example Ltd · Payments');
    rerender(<ExperienceEntry entry={entry} />);
    expect(screen.getByText('Example Ltd').closest('p')).toHaveTextContent(/^Example Ltd$/);
  });

  it('leaves out the client and product when the role has none', () => {
    render(<ExperienceEntry entry={entry} />);
    expect(screen.queryByText('Client')).not.toBeInTheDocument();
    expect(screen.queryByText('Product')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the client and links the product by its host name in a new tab', () => {
    render(<ExperienceEntry entry={{ ...entry, client: 'Big Client', product: 'https://app.example.com/home' }} />);
    expect(screen.getByText('Big Client')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /app\.example\.com/ });
    expect(link).toHaveAttribute('href', 'https://app.example.com/home');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out the "Key achievements" heading and list when the role lists none', () => {
    render(<ExperienceEntry entry={{ ...entry, achievements: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Key achievements' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Technologies' })).toBeInTheDocument();
  });

  it('lets each piece of content text take its own direction, so Arabic reads right to left', () => {
    render(<ExperienceEntry entry={{ ...entry, title: 'مهندسة برمجيات', achievements: ['قدت فريقاً.'] }} />);
    expect(screen.getByRole('heading', { name: 'مهندسة برمجيات' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('قدت فريقاً.')).toHaveAttribute('dir', 'auto');
  });

  it("shows the role's summary under its heading when it has one", () => {
    render(<ExperienceEntry entry={{ ...entry, summary: 'Platform work for a payments client.' }} />);
    expect(screen.getByText('Platform work for a payments client.')).toBeInTheDocument();
  });
});
