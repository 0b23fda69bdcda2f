import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_ACTION_ATTRIBUTE } from '@/lib/loader-attributes';
import { buildMailtoUrl, MESSAGE_MAX_LENGTH } from '@/lib/mailto';
import en from '@/messages/en.json';
import { NOTICE_AUTO_HIDE_MS } from '@/styles/motion';
import { ContactForm } from './ContactForm';
import { OWNER, setup } from './contact-form.setup';

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
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Email address copied')).toBeInTheDocument();
  });

  it('selects the address instead when the clipboard refuses', async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(OWNER));
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

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ContactForm to={OWNER} navigate={navigate} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(navigate).toHaveBeenCalledWith(buildMailtoUrl(OWNER, typed, en.contactForm.mailFrom));
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
    // Its notice is a portal in <body>: unmounted with the root, not left for the next file.
    act(() => root?.unmount());
    container.remove();
  });

  it('prerenders a plain-text post whose mailto: action waits aside for the loader, so HTTPS reports no mixed content', () => {
    const html = renderToString(<ContactForm to={OWNER} />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.hasAttribute('action')).toBe(false);
    expect(form?.getAttribute(MAIL_ACTION_ATTRIBUTE)).toBe(`mailto:${OWNER}`);
    expect(form?.getAttribute('enctype')).toBe('text/plain');
    expect(form?.querySelector('textarea')?.getAttribute('maxlength')).toBe(String(MESSAGE_MAX_LENGTH));
  });
});
