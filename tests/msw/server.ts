import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The one msw server every test shares; a test adds its own handlers with `server.use`. */
export const server = setupServer(...handlers);
