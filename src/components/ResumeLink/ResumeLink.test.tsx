import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumeLink } from './ResumeLink';

describe('ResumeLink', () => {
  it('downloads the PDF and names its format and size in the link', () => {
    render(
      <ResumeLink
        link={{ label: 'Get my CV', language: {}, href: '/site/Ada-Lovelace-CV.pdf', details: 'PDF, 28 KB' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Get my CV (PDF, 28 KB)' });
    expect(link).toHaveAttribute('href', '/site/Ada-Lovelace-CV.pdf');
    expect(link).toHaveAttribute('download', 'Ada-Lovelace-CV.pdf');
  });
});
