import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { ALL_MEMBER_KEYS, asPhone, memberPlatform } from '../testing/memberPlatform.ts';
import { kycFileProblem } from './files.ts';

const ok = (value: unknown = null) => ({ success: true, value });
const HOUR = 3_600_000;

beforeAll(async () => {
  await import('../../pages/areas/MemberCenter.tsx');
  await import('../pages/verification.tsx');
}, 120_000);

const SETTINGS = {
  requiredFor: 'withdrawalsOver',
  withdrawalsOverAmount: 10000,
  maxFileBytes: 1_000_000,
  acceptedTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  minimumAge: 21,
};

function kycPlatform(status: Record<string, unknown>, options: { module?: boolean } = {}) {
  const platform = memberPlatform({ modules: { ...ALL_MEMBER_KEYS, UPLOADID3: options.module ?? true } });
  let current = status;
  platform.on('GET /wps/relay/MCSFE_getCustomerKycMerchantSetting', () => ok(SETTINGS));
  platform.on('GET /wps/relay/MCSFE_getCustomerKycStatus', () => ok(current));
  platform.on('POST /wps/relay/MCSFE_uploadIdImg', (c) => {
    const doc = {
      kind: c.body.kind,
      status: 'PENDING',
      reason: null,
      fileName: c.body.fileName,
      uploadedAt: Date.now(),
    };
    current = { status: 'PENDING', reason: null, documents: [doc] };
    return ok(doc);
  });
  return platform;
}

async function openPage(status: Record<string, unknown>) {
  const platform = kycPlatform(status);
  const user = userEvent.setup({ applyAccept: false });
  renderAppAt('/member/verification');
  await screen.findByRole('heading', { level: 1, name: 'Verification' }, { timeout: 20_000 });
  await screen.findByRole('heading', { level: 2, name: 'Verification status' }, { timeout: 20_000 });
  return { platform, user };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const UPLOAD = 'POST /wps/relay/MCSFE_uploadIdImg';

describe('verification page', () => {
  it('shows the overall status with the reason, what the site requires, and each document', async () => {
    await openPage({
      status: 'REJECTED',
      reason: 'The photo is blurred',
      documents: [
        {
          kind: 'identity',
          status: 'REJECTED',
          reason: 'The photo is blurred',
          fileName: 'passport.jpg',
          uploadedAt: Date.now() - HOUR,
        },
      ],
    });
    const overall = screen.getByRole('region', { name: 'Verification status' });
    expect(within(overall).getByText('Rejected')).toBeInTheDocument();
    expect(within(overall).getByText('Reason: The photo is blurred')).toBeInTheDocument();
    expect(screen.getByText(/required to withdraw more than 10,000.00/)).toBeInTheDocument();
    expect(screen.getByText('You must be at least 21 years old to play.')).toBeInTheDocument();
    const identity = card('Identity document');
    expect(within(identity).getByText(/^passport\.jpg, uploaded /)).toBeInTheDocument();
    expect(within(identity).getByRole('button', { name: 'Upload a new one' })).toBeInTheDocument();
    expect(within(card('Proof of address')).getByText('Not uploaded')).toBeInTheDocument();
  });

  it('refuses a wrong type and a file too large before sending, saying why', async () => {
    const { platform, user } = await openPage({ status: 'NOT_SUBMITTED', reason: null, documents: [] });
    const identity = card('Identity document');
    const input = within(identity).getByLabelText('Choose a file for: Identity document');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await within(identity).findByText('setup.exe is not a PNG, JPG or PDF file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File([new Uint8Array(1_000_001)], 'big.png', { type: 'image/png' }));
    expect(await within(identity).findByText('big.png is larger than 1 MB.')).toBeInTheDocument();
    await user.click(within(identity).getByRole('button', { name: 'Upload' }));
    expect(within(identity).getByText('Choose a file first.')).toBeInTheDocument();
    expect(platform.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('uploads a document as a data URL and shows it waiting for review', async () => {
    const { platform, user } = await openPage({ status: 'NOT_SUBMITTED', reason: null, documents: [] });
    const address = card('Proof of address');
    await user.upload(
      within(address).getByLabelText('Choose a file for: Proof of address'),
      new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }),
    );
    expect(within(address).getByText('Chosen: bill.pdf')).toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: 'Upload' }));
    expect(
      await within(address).findByText('Proof of address uploaded: it is waiting for review.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(UPLOAD)[0]?.body).toEqual({
      kind: 'address',
      fileName: 'bill.pdf',
      file: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
    });
    await waitFor(() =>
      expect(within(card('Proof of address')).getAllByText('Waiting for review').length).toBe(1),
    );
  });

  it('says an approved account has nothing more to do, and fits a phone', async () => {
    asPhone();
    const approved = (kind: string) => ({
      kind,
      status: 'APPROVED',
      reason: null,
      fileName: `${kind}.png`,
      uploadedAt: Date.now(),
    });
    await openPage({
      status: 'APPROVED',
      reason: null,
      documents: [approved('identity'), approved('address')],
    });
    expect(
      within(screen.getByRole('region', { name: 'Verification status' })).getByText('Verified'),
    ).toBeInTheDocument();
    expect(within(card('Identity document')).getByText('Approved: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });
});

describe('kycFileProblem', () => {
  it('checks the type by the browser type or the name, and the size', () => {
    expect(kycFileProblem({ name: 'a.PDF', type: '', size: 10 }, 100)).toBeNull();
    expect(kycFileProblem({ name: 'a.png', type: 'image/gif', size: 10 }, 100)).toBe('type');
    expect(kycFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 101 }, 100)).toBe('size');
    expect(kycFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 0 }, 100)).toBe('empty');
  });
});
