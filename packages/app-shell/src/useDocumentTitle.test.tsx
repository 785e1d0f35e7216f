import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { TenantContext } from './TenantContext.tsx';
import { documentTitle, useDocumentTitle } from './useDocumentTitle.ts';
import type { PublicTenantConfig } from '@wl/tenant';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/b')}>{title}</button>;
}

describe('useDocumentTitle', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('Deposit', 'Gold Casino')).toBe('Deposit · Gold Casino');
    expect(documentTitle('', 'Gold Casino')).toBe('Gold Casino');
    expect(documentTitle('Gold Casino · Home', 'Gold Casino')).toBe('Gold Casino · Home');
  });

  it("sets the document's title on the page's first commit and after each navigation, even to a page of the same name", async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Page title="Lottery" /> },
        { path: '/b', element: <Page title="Lottery" /> },
      ],
      { initialEntries: ['/a'] },
    );
    const tenant = { name: 'Gold Casino' } as PublicTenantConfig;
    const view = render(
      <TenantContext.Provider value={tenant}>
        <RouterProvider router={router} />
      </TenantContext.Provider>,
    );
    expect(document.title).toBe('Lottery · Gold Casino');
    document.title = '';
    await act(async () => view.getByRole('button').click());
    expect(router.state.location.pathname).toBe('/b');
    expect(document.title).toBe('Lottery · Gold Casino');
  });
});
