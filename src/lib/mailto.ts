/**
 * The longest mailto link the form hands over, in characters once percent-encoded. Outlook on
 * Windows takes about 2,046, Chrome was seen failing near 2,000 and Gmail as the mail handler near
 * 1,620 (Chromium's own ceiling, 2 MB, is far above); see docs/architecture.md, "Long messages".
 */
export const MAILTO_MAX_LENGTH = 1600;

/** The message field's limit in characters: plain English text encodes to a link within the above. */
export const MESSAGE_MAX_LENGTH = 1000;

import { format } from './message';

export type ContactDraft = { name: string; email: string; subject: string; message: string };

/**
 * The mail-client link for a contact message: addressed to the owner, with the subject
 * from the form and the body: the `from` line ("From: {name} ({email})"), a blank line, then the message.
 *
 * Every value is percent-encoded as a whole, so `&`, `?`, `#`, `%`, `=` and line breaks arrive as
 * typed and can never add a recipient, a cc/bcc or a second subject.
 */
export function buildMailtoUrl(to: string, draft: ContactDraft, from: string): string {
  const sender = format(from, { name: draft.name, email: draft.email });
  const body = `${sender}\r\n\r\n${normaliseLineBreaks(draft.message)}`;
  const query = [`subject=${encode(draft.subject)}`, `body=${encode(body)}`].join('&');
  return `${mailtoAddress(to)}?${query}`;
}

/** `mailto:` and the address percent-encoded, so a `%3F` in it stays text and never decodes to a header. */
export const mailtoAddress = (to: string) => `mailto:${encode(to).replace(/%40/g, '@')}`;

/** Hands a mailto link to the visitor's mail client by navigating to it. */
export function openMailClient(url: string): void {
  window.location.href = url;
}

// A lone UTF-16 surrogate (half an emoji, pasted) would make encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

// RFC 6068 asks for CRLF line breaks in mailto bodies; browsers send \n from textareas.
function normaliseLineBreaks(text: string): string {
  return text.replace(/\r?\n|\r(?!\n)/g, '\r\n');
}
