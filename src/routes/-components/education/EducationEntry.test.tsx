import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EducationEntry as Entry } from '@/content/education';
import { toPeriod } from '@/content/format';
import en from '@/messages/en.json';
import { EducationEntry } from './EducationEntry';

const entry: Entry = {
  slug: 'degree',
  languages: {},
  degree: 'Bachelor in Informatics',
  institution: 'Example University',
  period: toPeriod('2017-08-15', '2020-06-15', en.dates),
  location: 'Oslo, Norway',
  level: 6,
  website: 'https://www.example.edu',
  progress: 100,
  score: null,
  highlights: ['Thesis on graphs'],
  color: 'primary',
};

describe('EducationEntry', () => {
  it('lists the highlights', () => {
    render(<EducationEntry entry={entry} />);
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent('Thesis on graphs');
  });

  it('leaves out the highlights list when the degree has none', () => {
    render(<EducationEntry entry={{ ...entry, highlights: [] }} />);
    expect(screen.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bachelor in Informatics' })).toBeInTheDocument();
  });

  it('shows the grade when the degree gives one', () => {
    render(<EducationEntry entry={{ ...entry, score: '4.0 GPA' }} />);
    expect(screen.getByText('Grade: 4.0 GPA')).toBeInTheDocument();
  });
});
