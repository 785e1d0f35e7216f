import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('is named by its title and described by its message', () => {
    renderUi(
      <Dialog
        open
        title="Copied"
        message="The referral link is on your clipboard"
        tone="success"
        actions={<Button>OK</Button>}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Copied' });
    expect(dialog).toHaveAccessibleDescription('The referral link is on your clipboard');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderUi(<Dialog open={false} title="Copied" message="x" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
