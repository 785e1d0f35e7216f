import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text', () => {
    renderUi(<Badge tone="brand">VIP 3</Badge>);
    expect(screen.getByText('VIP 3')).toBeVisible();
  });
});
