import type { RequestHandler } from 'msw';

/** The site makes no network calls, so no request has a handler: any request fails a test. */
export const handlers: RequestHandler[] = [];
