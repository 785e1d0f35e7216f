import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('falls back to the default image when the avatar fails, then to the built-in figure', () => {
    renderUi(<Avatar src="https://cdn.example/me.png" fallbackSrc="/default-avatar.png" alt="player01" />);
    fireEvent.error(screen.getByRole('img', { name: 'player01' }));
    const img = screen.getByRole('img', { name: 'player01' });
    expect(img).toHaveAttribute('src', '/default-avatar.png');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'player01' }).tagName).toBe('SPAN');
  });

  it('uses the default image when there is no avatar', () => {
    renderUi(<Avatar fallbackSrc="/default-avatar.png" alt="player01" />);
    expect(screen.getByRole('img', { name: 'player01' })).toHaveAttribute('src', '/default-avatar.png');
  });
});
