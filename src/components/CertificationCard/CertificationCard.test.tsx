import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificationEntry } from '@/content/certifications';
import { toYear } from '@/content/format';
import { CertificationSection } from './CertificationCard';

const certification: CertificationEntry = {
  slug: 'cert',
  languages: {},
  title: 'Example Certificate',
  provider: 'Example Body',
  date: toYear('2023-03-15'),
  credentialUrl: null,
  icon: 'award',
  color: 'primary',
  skills: ['Testing'],
};

describe('CertificationSection', () => {
  it('shows its heading and one card per certificate', () => {
    render(<CertificationSection heading="Certifications" certifications={[certification]} credentialLabel="Verify" />);
    expect(screen.getByRole('region', { name: 'Certifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Example Certificate' })).toBeInTheDocument();
  });

  it('leaves out the whole section, heading included, when the owner has no certificates', () => {
    const { container } = render(
      <CertificationSection heading="Certifications" certifications={[]} credentialLabel="Verify" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
