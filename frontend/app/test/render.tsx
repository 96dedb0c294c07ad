import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders inside a router at `path` (components with links need one). */
export const renderWithRouter = (ui: ReactElement, path = '/'): RenderResult =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
