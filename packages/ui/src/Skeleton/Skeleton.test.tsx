import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive tech on its own', () => {
    const { container } = renderUi(<Skeleton variant="circle" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('as a group announces loading once, in the chosen language', () => {
    renderUi(<SkeletonGroup lines={4} />, { language: 'TY' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('กำลังโหลด…');
  });
});
