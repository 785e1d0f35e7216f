import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { checkUploads, UploadField } from './UploadField.tsx';

const png = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <UploadField label="Proof of payment" files={files} onChange={setFiles} />;
}

describe('checkUploads', () => {
  it('accepts png/jpg up to 5 MB and at most 3 in all', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const big = png('big.png', 5 * 1024 * 1024 + 1);
    const { accepted, rejected } = checkUploads([png('1.png'), gif, big, png('2.png'), png('3.png')], 1);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(rejected).toEqual([
      { file: 'a.gif', reason: 'type' },
      { file: 'big.png', reason: 'size' },
      { file: '3.png', reason: 'count' },
    ]);
  });
});

describe('UploadField', () => {
  it('adds chosen images, says why some were refused, and removes by button', async () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText(/Proof of payment/);
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 3 images');
    expect(input).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    expect(input).toBeEnabled();
  });
});
