import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAILTO_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@/lib/mailto';
import en from '@/messages/en.json';
import { setup } from './contact-form.setup';

const TOO_LONG = en.contactForm.tooLong;

// A message has two limits: its length in characters, and the length of the mailto link it makes.
describe('the contact form with a long message', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
    const { navigate, user, fields, send, fillDraft } = setup();
    await fillDraft('Hello');
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
    // The clipboard answers asynchronously: wait for the confirmation rather than race it.
    expect(await screen.findByText('Message copied', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(send());
    expect(navigate).not.toHaveBeenCalled();
    expect(fields.message).toHaveValue(accented);
  });

  it('selects the message in its box when the clipboard refuses', async () => {
    const { user, fields } = setup();
    fireEvent.change(fields.message, { target: { value: 'ü'.repeat(MESSAGE_MAX_LENGTH) } });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Message selected: copy it from the page')).toBeInTheDocument();
    const box = fields.message as HTMLTextAreaElement;
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, MESSAGE_MAX_LENGTH]);
  });

  it('sends a message right at the limit when its link fits', async () => {
    const { navigate, user, fields, send, fillDraft } = setup();
    await fillDraft('Hello');
    fireEvent.change(fields.message, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH) } });
    await user.click(send());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0].length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
  });
});
