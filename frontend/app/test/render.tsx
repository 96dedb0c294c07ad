import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders inside a router at `path` (components with links need one). */
export const renderWithRouter = (ui: ReactElement, path = '/'): RenderResult =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

/** Renders with a query client of its own that does not retry. */
export const renderWithQueries = (ui: ReactElement): RenderResult =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
