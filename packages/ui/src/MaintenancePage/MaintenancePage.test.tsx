import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';

describe('MaintenancePage', () => {
  it('is the main landmark with the maintenance title and text', () => {
    renderUi(
      <MaintenancePage logo={{ src: '/logo.svg', alt: 'Gold Casino' }} onCustomerService={() => {}} />,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('We are improving the site. Please come back soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });
});
