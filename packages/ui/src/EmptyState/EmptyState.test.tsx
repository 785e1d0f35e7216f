import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('has a default title in the chosen language and an optional action', () => {
    renderUi(<EmptyState action={<button type="button">Browse games</button>} />, { language: 'TY' });
    expect(screen.getByRole('heading', { name: 'ยังไม่มีรายการ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });
});
