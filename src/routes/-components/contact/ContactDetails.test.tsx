import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickContactCard, SocialTiles } from './ContactDetails';

const details = {
  email: 'owner@example.com',
  phone: null,
  location: 'Oslo, Norway',
  availability: { title: 'Open', text: 'Write any time.', languages: { title: {}, text: {} } },
  languages: {},
};
const resume = { label: 'Download CV', language: {}, href: '/resume.pdf', details: 'PDF, 27 KB' };

describe('contact details', () => {
  it('leaves out the phone row when the owner gives no phone', () => {
    render(<QuickContactCard details={details} resume={resume} />);
    expect(screen.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute('href', 'mailto:owner@example.com');
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^\+/ })).not.toBeInTheDocument();
  });

  it('shows the phone as a tel: link when there is one', () => {
    render(<QuickContactCard details={{ ...details, phone: '+47 22 33 44 55' }} resume={resume} />);
    expect(screen.getByRole('link', { name: '+47 22 33 44 55' })).toHaveAttribute('href', 'tel:+4722334455');
  });

  it('leaves out the social section, heading included, when there are no social links', () => {
    const { container } = render(<SocialTiles links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
