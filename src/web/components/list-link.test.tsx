// @vitest-environment happy-dom
// List links (decision 132): a plain click opens the page inside the app, as React Router's <Link>
// does; a click that means 'new tab' is left to the browser; a handler that prevents it wins.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ListLink, ListLinkProvider } from './list-link';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderList(onClick?: (e: React.MouseEvent) => void) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ListLinkProvider>
            <Where />
            <Outlet />
          </ListLinkProvider>
        ),
        children: [
          {
            path: '/',
            element: (
              <ListLink to="/mobile-phones?location=Lahore" onClick={onClick}>
                See All
              </ListLink>
            ),
          },
          { path: '/mobile-phones', element: <h1>Mobile Phones</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'See All' });
}

describe('ListLink', () => {
  it('is a real link to its address, for reading without JavaScript and for a new tab', () => {
    expect(renderList().getAttribute('href')).toBe('/mobile-phones?location=Lahore');
  });

  it('opens the page inside the app on a plain click', async () => {
    const link = renderList();
    expect(fireEvent.click(link)).toBe(false); // the browser does not load the page itself
    expect(await screen.findByRole('heading', { name: 'Mobile Phones' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/mobile-phones?location=Lahore');
  });

  it('leaves a Ctrl-click (new tab) to the browser', () => {
    const link = renderList();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('stays put when its own handler prevents the click (the login prompt of a signed-out card)', () => {
    const link = renderList((e) => e.preventDefault());
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
