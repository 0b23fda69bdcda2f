// contentlayer names a singleton by its type in the singular: Messages → message.
import { message as messages } from 'contentlayer/generated';

export type StatusPageText = { title: string; text: string; homeLink: string };

/** The not-found page's words (content/messages.yaml). */
export function getNotFoundText(): StatusPageText {
  const { title, text, homeLink } = messages.notFound;
  return { title, text, homeLink };
}

/** The words shown in place of a page that failed to load or render (content/messages.yaml). */
export function getErrorText(): StatusPageText {
  const { title, text, homeLink } = messages.error;
  return { title, text, homeLink };
}
