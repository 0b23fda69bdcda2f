import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ContactForm } from './ContactForm';

export const OWNER = 'owner@example.com';

/** Renders the form for the owner above, with a spy in place of the mail client. */
export function setup() {
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup({ delay: null });
  render(<ContactForm to={OWNER} navigate={navigate} />);
  const fields = {
    name: screen.getByRole('textbox', { name: 'Your Name' }),
    email: screen.getByRole('textbox', { name: 'Your Email' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  const send = () => screen.getByRole('button', { name: 'Send Message' });
  const enter = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  /** Fills every field but the message. */
  const fillDraft = async (subject = 'Q&A: 100% = yes?') => {
    await enter(fields.name, 'Ada Lovelace');
    await enter(fields.email, 'ada@example.org');
    await enter(fields.subject, subject);
  };
  const fill = async () => {
    await fillDraft();
    await enter(fields.message, 'Hello,\nare you free?');
  };
  const fillAndSend = async () => {
    await fill();
    await user.click(send());
  };
  return { navigate, user, fields, send, fillDraft, fill, fillAndSend };
}
