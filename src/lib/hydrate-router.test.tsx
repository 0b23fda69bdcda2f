import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markHydrating } from './hydrate-router';

function appRouter(isServer: boolean) {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>A prerendered page</h1> });
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer,
  });
}

/** Prerenders the page as the build does, then hydrates it as src/main.tsx does; resolves with React's recovered errors. */
async function hydrate(prepare: (router: AnyRouter) => void): Promise<unknown[]> {
  const server = appRouter(true);
  await server.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={server} />);
  document.body.append(container);
  const browser = appRouter(false);
  prepare(browser);
  await browser.load();
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={browser} />, { onRecoverableError: (error) => errors.push(error) }),
  );
  expect(container.querySelector('h1')).toHaveTextContent('A prerendered page');
  act(() => root.unmount());
  return errors;
}

describe('hydrating a prerendered page', () => {
  it('keeps the server markup when the router is marked as hydrating', async () => {
    expect(await hydrate(markHydrating)).toEqual([]);
  });

  // Pins the router internal markHydrating writes (TanStack/router#3305): when this fails, the
  // router hydrates a plain render by itself, and markHydrating can go.
  it('mismatches the server markup without the mark, so React renders the page again', async () => {
    expect((await hydrate(() => {})).map(String)).toContainEqual(expect.stringMatching(/^Error: Hydration failed/));
  });
});
