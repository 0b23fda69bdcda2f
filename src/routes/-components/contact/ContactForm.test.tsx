import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMailtoUrl, MAILTO_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@/lib/mailto';
import { NOTICE_AUTO_HIDE_MS } from '@/styles/motion';
import { ContactForm, TOO_LONG } from './ContactForm';

const OWNER = 'owner@example.com';

function setup() {
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
  const fill = async () => {
    await enter(fields.name, 'Ada Lovelace');
    await enter(fields.email, 'ada@example.org');
    await enter(fields.subject, 'Q&A: 100% = yes?');
    await enter(fields.message, 'Hello,\nare you free?');
  };
  const fillAndSend = async () => {
    await fill();
    await user.click(send());
  };
  return { navigate, user, fields, send, fill, fillAndSend };
}

describe('the contact form', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has four required, labelled fields: a name, an email, a subject and a six-row message', () => {
    const { fields } = setup();
    for (const field of Object.values(fields)) expect(field).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message.tagName).toBe('TEXTAREA');
    expect(fields.message).toHaveAttribute('rows', '6');
  });

  it('opens the mail client with the exact mailto link on submit', async () => {
    const { navigate, fillAndSend } = setup();
    await fillAndSend();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      'mailto:owner@example.com?subject=Q%26A%3A%20100%25%20%3D%20yes%3F' +
        '&body=From%3A%20Ada%20Lovelace%20(ada%40example.org)%0D%0A%0D%0AHello%2C%0D%0Aare%20you%20free%3F',
    );
  });

  it('announces the success notice and clears every field', async () => {
    const { fields, fillAndSend } = setup();
    await fillAndSend();
    expect(screen.getByText('Opening your email client...')).toBeVisible();
    expect(screen.getByText('Opening your email client...').closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
  });

  it('hides the notice after 4000 ms', async () => {
    const { fill, send } = setup();
    await fill();
    vi.useFakeTimers();
    fireEvent.click(send());
    act(() => vi.advanceTimersByTime(NOTICE_AUTO_HIDE_MS - 1));
    expect(screen.getByText('Opening your email client...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Opening your email client...')).not.toBeInTheDocument();
  });

  it('hides the notice when its dismiss button is pressed', async () => {
    const { user, fillAndSend } = setup();
    await fillAndSend();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Opening your email client...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });

  it('does not submit while a required field is empty', async () => {
    const { navigate, user, fields } = setup();
    await user.type(fields.name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Opening your email client...')).not.toBeInTheDocument();
  });

  it('copies the owner address and says so', async () => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(OWNER);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Email address copied')).toBeInTheDocument();
  });

  it('selects the address instead when the clipboard refuses', async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(window.getSelection()?.toString()).toBe(OWNER);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('sends and then clears what a visitor typed before the page hydrated', async () => {
    const navigate = vi.fn<(url: string) => void>();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ContactForm to={OWNER} navigate={navigate} />);
    const typed = { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'Hi', message: 'Free?' };
    for (const [name, value] of Object.entries(typed))
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;

    await act(async () => {
      hydrateRoot(container, <ContactForm to={OWNER} navigate={navigate} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(navigate).toHaveBeenCalledWith(buildMailtoUrl(OWNER, typed));
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
    container.remove();
  });

  it('without JavaScript posts to the owner as plain text, so the message never goes into a page address', () => {
    const html = renderToString(<ContactForm to={OWNER} />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`mailto:${OWNER}`);
    expect(form?.getAttribute('enctype')).toBe('text/plain');
    expect(form?.querySelector('textarea')?.getAttribute('maxlength')).toBe(String(MESSAGE_MAX_LENGTH));
  });

  it('counts the message against its limit, and the field says so', async () => {
    const { user, fields } = setup();
    const counter = `0 / ${MESSAGE_MAX_LENGTH} characters`;
    expect(screen.getByText(counter)).toBeVisible();
    expect(fields.message).toHaveAccessibleDescription(counter);
    await user.type(fields.message, 'Hello');
    expect(screen.getByText(`5 / ${MESSAGE_MAX_LENGTH} characters`)).toBeVisible();
    expect(fields.message).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
  });

  it('announces the limit only as it nears and when it is reached, not on every keystroke', async () => {
    const { user, fields } = setup();
    const news = () => screen.getAllByRole('status').map((region) => region.textContent ?? '');
    await user.type(fields.message, 'Hello');
    expect(news().join(' ')).not.toMatch(/characters left|limit reached/i);
    fireEvent.change(fields.message, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH - 50) } });
    expect(news()).toContain('Fewer than 100 characters left');
    fireEvent.change(fields.message, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH - 49) } });
    expect(news()).toContain('Fewer than 100 characters left');
    fireEvent.change(fields.message, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH) } });
    expect(news()).toContain('Character limit reached');
  });

  it('says when the encoded link would be too long, and copies the message instead', async () => {
    const { navigate, user, fields, send } = setup();
    await enterDraft(user, fields);
    // Within the character limit, but every character is 6 once percent-encoded.
    const accented = 'é'.repeat(Math.ceil(MAILTO_MAX_LENGTH / 6));
    expect(accented.length).toBeLessThan(MESSAGE_MAX_LENGTH);
    expect(screen.queryByRole('button', { name: 'Copy message' })).not.toBeInTheDocument();
    await user.click(fields.message);
    await user.paste(accented);
    expect(screen.getByText(TOO_LONG, { selector: 'p:not([role])' })).toBeVisible();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(writeText).toHaveBeenCalledWith(accented);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Message copied');
    await user.click(send());
    expect(navigate).not.toHaveBeenCalled();
    expect(fields.message).toHaveValue(accented);
  });

  it('selects the message in its box when the clipboard refuses', async () => {
    const { user, fields } = setup();
    fireEvent.change(fields.message, { target: { value: 'ü'.repeat(MESSAGE_MAX_LENGTH) } });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    const box = fields.message as HTMLTextAreaElement;
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, MESSAGE_MAX_LENGTH]);
    expect(screen.getByText('Message selected: copy it from the page')).toBeInTheDocument();
  });

  it('sends a message right at the limit when its link fits', async () => {
    const { navigate, user, fields, send } = setup();
    await enterDraft(user, fields);
    fireEvent.change(fields.message, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH) } });
    await user.click(send());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0].length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
  });
});

/** Fills every field but the message. */
async function enterDraft(
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<'name' | 'email' | 'subject', HTMLElement>,
) {
  for (const [field, text] of [
    [fields.name, 'Ada Lovelace'],
    [fields.email, 'ada@example.org'],
    [fields.subject, 'Hello'],
  ] as const) {
    await user.click(field);
    await user.paste(text);
  }
}
