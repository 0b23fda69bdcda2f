import { createContext, useContext } from 'react';
import { getMessages, type Messages } from '@/content/messages';

// The root layout provides its loader's words; a component rendered on its own (a test) gets the build's.
const MessagesContext = createContext<Messages>(getMessages());

/** Gives the components under it these words for everything the site itself says. */
export const MessagesProvider = MessagesContext.Provider;

/** The site's own words (labels, buttons, dates), for the component that shows them. */
export const useMessages = (): Messages => useContext(MessagesContext);
