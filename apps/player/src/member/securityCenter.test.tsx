import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { memberPlatform, type MemberSetup } from './testing/memberPlatform.ts';

const ok = (value: unknown = null) => ({ success: true, value });

const CONFIG = {
  hasPaymentPassword: true,
  mobileBound: true,
  emailBound: false,
  bankCardCount: 1,
  gaBound: false,
  mobile: '081****678' as string | undefined,
  email: undefined as string | undefined,
  securityLevel: 2,
  securityLevelMax: 5,
  gaEnabled: true,
};
const CARD = {
  id: 3,
  bankCode: 'KBANK',
  bankName: 'Kasikorn Bank',
  accountNo: '******7890',
  accountName: 'Demo Player',
  isDefault: true,
};

beforeAll(async () => {
  await import('../pages/areas/MemberCenter.tsx');
  await import('./pages/securityCenter.tsx');
}, 120_000);

/** The platform answering the security centre's calls for a logged-in member (changeable per test). */
function securityPlatform(
  config: Partial<typeof CONFIG> = {},
  setup: MemberSetup = {},
  answers: (platform: ReturnType<typeof memberPlatform>) => void = () => undefined,
) {
  const platform = memberPlatform(setup);
  platform.on('GET /wps/v2/member/securityConfig', () => ok({ ...CONFIG, ...config }));
  platform.on('GET /wps/member/info/icon', () => ok({ avatar: '0', avatarType: 'STATIC' }));
  platform.on('GET /wps/relay/MCS2_bankCards', () => ok({ list: [CARD] }));
  platform.on('GET /wps/v2/member/bankCards/bindConfig', () =>
    ok({
      maxCards: 3,
      boundCount: 1,
      nameFixed: false,
      accountName: null,
      hasPaymentPassword: true,
      accountNoMinLength: 6,
      accountNoMaxLength: 20,
    }),
  );
  platform.on('GET /wps/relay/MCSFE_getBanks', () =>
    ok({
      list: [
        { bankCode: 'KBANK', bankName: 'Kasikorn Bank' },
        { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
      ],
    }),
  );
  for (const key of [
    'PUT /wps/member/paymentPassword',
    'POST /wps/member/paymentPassword',
    'DELETE /wps/v2/member/bankCards',
    'POST /wps/member/info/mobile',
    'POST /wps/v2/verification/mail/verify',
    'POST /wps/member/ga/bind',
  ])
    platform.on(key, () => ok());
  platform.on('PUT /wps/v2/member/bankCards', (c) =>
    ok({
      ...CARD,
      id: 4,
      bankCode: c.body.bankCode,
      bankName: 'Siam Commercial Bank',
      accountNo: '******4321',
    }),
  );
  platform.on('POST /wps/relay/MCSFE_uploadPlayerAvatar', (c) =>
    ok({ avatar: c.body.avatar, avatarType: c.body.avatarType }),
  );
  platform.on('POST /wps/v2/verification/sms/send', () => ok({ expiredMinutes: 1 }));
  platform.on('POST /wps/v2/verification/mail/send', () => ok({ expiredMinutes: 1 }));
  platform.on('POST /wps/member/ga', () =>
    ok({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      otpauthUri: 'otpauth://totp/Test:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Test',
      issuer: 'Test',
      account: 'demo',
    }),
  );
  answers(platform);
  return platform;
}

async function openSecurityCentre(
  config: Partial<typeof CONFIG> = {},
  setup: MemberSetup = {},
  answers: (platform: ReturnType<typeof memberPlatform>) => void = () => undefined,
) {
  const platform = securityPlatform(config, setup, answers);
  const user = userEvent.setup();
  renderAppAt('/member/securityCenter');
  await screen.findByRole('heading', { level: 1, name: 'Security centre' }, { timeout: 20_000 });
  await screen.findByRole('heading', { level: 2, name: 'Payment password' }, { timeout: 20_000 });
  return { platform, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('security centre', () => {
  it('shows the security level, the profile with the masked mobile, and what is set up', async () => {
    await openSecurityCentre();
    expect(screen.getByRole('meter', { name: 'Security level' })).toHaveAttribute(
      'aria-valuetext',
      'Medium: 2 of 5 protections set up',
    );
    const profile = section('Profile');
    expect(within(profile).getByText('demo')).toBeInTheDocument();
    expect(within(profile).getByText('081****678')).toBeInTheDocument();
    expect(within(section('Payment password')).getByText('Set')).toBeInTheDocument();
    expect(within(section('E-mail')).getByText('Not bound')).toBeInTheDocument();
    expect(await within(section('Bank cards')).findByText('Kasikorn Bank ******7890')).toBeInTheDocument();
  });

  it('shows the profile fields given at registration', async () => {
    await openSecurityCentre({}, {}, (platform) =>
      platform.on('GET /wps/member/info', () =>
        ok({
          id: 1,
          account: 'demo',
          nickname: 'Demo',
          type: 0,
          nationality: 'Thai',
          occupation: 'Engineer',
          bankAccountNumber: '******7890',
        }),
      ),
    );
    const profile = section('Profile');
    expect(await within(profile).findByText('Thai')).toBeInTheDocument();
    expect(within(profile).getByText('Nationality')).toBeInTheDocument();
    expect(within(profile).getByText('Engineer')).toBeInTheDocument();
    expect(within(profile).getByText('******7890')).toBeInTheDocument();
    expect(within(profile).queryByText('Place of birth')).not.toBeInTheDocument();
  });

  it('says so when the security settings cannot be loaded, and tries again', async () => {
    const platform = memberPlatform();
    let fail = true;
    platform.on('GET /wps/v2/member/securityConfig', () =>
      fail ? { success: false, errorCode: 'SERVER', message: 'boom', status: 500 } : ok(CONFIG),
    );
    const user = userEvent.setup();
    renderAppAt('/member/securityCenter');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your security settings could not be loaded.' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Security level' })).toBeInTheDocument();
  });

  it('opens the change-password popup for the login password', async () => {
    const { user } = await openSecurityCentre();
    await user.click(
      within(section('Login password')).getByRole('button', { name: 'Change login password' }),
    );
    const popup = await dialog('Change password');
    expect(
      within(popup).getByLabelText(/Old password|Current password/, { selector: 'input' }),
    ).toBeInTheDocument();
  });
});

describe('payment password', () => {
  it('shows bad input next to the fields and sends nothing, keeping what was typed; then changes it once', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(
      within(section('Payment password')).getByRole('button', { name: 'Change payment password' }),
    );
    const popup = await dialog('Change payment password');
    const current = within(popup).getByLabelText(/Current payment password/, { selector: 'input' });
    const next = within(popup).getByLabelText(/^New payment password/, { selector: 'input' });
    const confirm = within(popup).getByLabelText(/Confirm the new payment password/, { selector: 'input' });
    await user.type(next, '12ab');
    await user.type(confirm, '123456');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(current).toHaveAccessibleDescription('Please enter your payment password.');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('The payment password is 6 digits.'));
    expect(confirm).toHaveAccessibleDescription('The two payment passwords do not match.');
    expect(next).toHaveValue('12ab');
    expect(platform.callsTo('POST /wps/member/paymentPassword')).toHaveLength(0);

    await user.type(current, '111111');
    await user.clear(next);
    await user.type(next, '123456');
    await user.dblClick(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your payment password is saved.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/paymentPassword')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/member/paymentPassword')[0]?.body).toEqual({
      oldPaymentPassword: '111111',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('sets a first payment password; bank cards wait for it', async () => {
    const { platform, user } = await openSecurityCentre({ hasPaymentPassword: false });
    expect(within(section('Bank cards')).getByText(/Set a payment password first/)).toBeInTheDocument();
    expect(within(section('Bank cards')).getByRole('button', { name: 'Add a bank card' })).toBeDisabled();
    await user.click(
      within(section('Payment password')).getByRole('button', { name: 'Set payment password' }),
    );
    const popup = await dialog('Set payment password');
    await user.type(within(popup).getByLabelText(/^New payment password/, { selector: 'input' }), '246810');
    await user.type(
      within(popup).getByLabelText(/Confirm the new payment password/, { selector: 'input' }),
      '246810',
    );
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/paymentPassword')).toHaveLength(1));
    expect(platform.callsTo('PUT /wps/member/paymentPassword')[0]?.body).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
  });

  it('resets it with an SMS code to the bound mobile', async () => {
    const { platform, user } = await openSecurityCentre();
    platform.on('POST /wps/v2/member/paymentPassword/reset/sms', () =>
      ok({ expiredMinutes: 1, mobile: '081****678' }),
    );
    platform.on('POST /wps/v2/member/paymentPassword/reset', () => ok());
    await user.click(
      within(section('Payment password')).getByRole('button', { name: 'Forgot it? Reset by SMS' }),
    );
    const popup = await dialog('Reset payment password');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    expect(
      await within(popup).findByText('We send a code to your bound mobile 081****678.'),
    ).toBeInTheDocument();
    await user.type(within(popup).getByLabelText(/Verification code/, { selector: 'input' }), '123456');
    await user.type(within(popup).getByLabelText(/^New payment password/, { selector: 'input' }), '135790');
    await user.type(
      within(popup).getByLabelText(/Confirm the new payment password/, { selector: 'input' }),
      '135790',
    );
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your payment password is reset.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/v2/member/paymentPassword/reset')[0]?.body).toEqual({
      verificationCode: '123456',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });
});

describe('bank cards', () => {
  it('refuses bad input next to each field and sends nothing; then binds the card', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(within(section('Bank cards')).getByRole('button', { name: 'Add a bank card' }));
    const popup = await dialog('Add a bank card');
    const accountNo = within(popup).getByLabelText(/Account number/, { selector: 'input' });
    const holder = within(popup).getByLabelText(/Account holder name/, { selector: 'input' });
    const password = within(popup).getByLabelText(/Payment password/, { selector: 'input' });
    await user.type(accountNo, '12ab');
    await user.type(holder, 'D3mo');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(within(popup).getByRole('combobox', { name: /Bank/ })).toHaveAccessibleDescription(
      'Please choose a bank.',
    );
    expect(accountNo).toHaveAccessibleDescription(
      expect.stringContaining('The account number is 6 to 20 digits.'),
    );
    expect(holder).toHaveAccessibleDescription(expect.stringContaining('Enter the holder'));
    expect(password).toHaveAccessibleDescription('Please enter your payment password.');
    expect(accountNo).toHaveValue('12ab');
    expect(platform.callsTo('PUT /wps/v2/member/bankCards')).toHaveLength(0);

    await user.selectOptions(within(popup).getByRole('combobox', { name: /Bank/ }), 'SCB');
    await user.clear(accountNo);
    await user.type(accountNo, '987 654 4321');
    await user.clear(holder);
    await user.type(holder, 'Demo Player');
    await user.type(password, '123456');
    await user.dblClick(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank card added.')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/v2/member/bankCards')).toHaveLength(1);
    expect(platform.callsTo('PUT /wps/v2/member/bankCards')[0]?.body).toEqual({
      bankCode: 'SCB',
      accountNo: '9876544321',
      accountName: 'Demo Player',
      paymentPassword: '123456',
    });
  });

  it('keeps the holder name to the registered one when the platform fixes it', async () => {
    const { user } = await openSecurityCentre({}, {}, (platform) =>
      platform.on('GET /wps/v2/member/bankCards/bindConfig', () =>
        ok({ maxCards: 3, boundCount: 1, nameFixed: true, accountName: 'Demo Player' }),
      ),
    );
    await user.click(within(section('Bank cards')).getByRole('button', { name: 'Add a bank card' }));
    const popup = await dialog('Add a bank card');
    const holder = within(popup).getByLabelText(/Account holder name/, { selector: 'input' });
    await waitFor(() => expect(holder).toHaveValue('Demo Player'));
    expect(holder).toHaveAttribute('readonly');
  });

  it('removes a card after a confirmation and the payment password', async () => {
    const { platform, user } = await openSecurityCentre();
    const cards = section('Bank cards');
    await user.click(await within(cards).findByRole('button', { name: 'Remove Kasikorn Bank ******7890' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this bank card?' });
    expect(
      within(confirm).getByText('Kasikorn Bank ******7890 will be removed from your account.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove card' }));
    const popup = await dialog('Remove this bank card?');
    const password = within(popup).getByLabelText(/Payment password/, { selector: 'input' });
    await user.click(within(popup).getByRole('button', { name: 'Remove card' }));
    expect(password).toHaveAccessibleDescription('Please enter your payment password.');
    expect(platform.callsTo('DELETE /wps/v2/member/bankCards')).toHaveLength(0);
    await user.type(password, '123456');
    await user.click(within(popup).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Bank card removed.')).toBeInTheDocument();
    expect(platform.callsTo('DELETE /wps/v2/member/bankCards')[0]?.body).toEqual({
      id: '3',
      paymentPassword: '123456',
    });
  });
});

describe('mobile, e-mail and authenticator', () => {
  it('sends no code to a bad mobile number and says why; binds a good one with its code', async () => {
    const { platform, user } = await openSecurityCentre({ mobileBound: false, mobile: undefined });
    await user.click(within(section('Mobile number')).getByRole('button', { name: 'Bind mobile' }));
    const popup = await dialog('Bind mobile');
    const number = within(popup).getByLabelText(/^Mobile number/, { selector: 'input' });
    await user.type(number, '12');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    expect(number).toHaveAccessibleDescription('Please enter a valid mobile number.');
    expect(platform.callsTo('POST /wps/v2/verification/sms/send')).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '0812345678');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/v2/verification/sms/send')).toHaveLength(1));
    await user.type(within(popup).getByLabelText(/Verification code/, { selector: 'input' }), '4321');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your mobile number is bound.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/info/mobile')[0]?.body).toEqual({
      mobileNum: '0812345678',
      verificationCode: '4321',
    });
  });

  it('binds an e-mail address with the code sent to it, refusing a bad address first', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(within(section('E-mail')).getByRole('button', { name: 'Bind e-mail' }));
    const popup = await dialog('Bind e-mail');
    const address = within(popup).getByLabelText(/E-mail address/, { selector: 'input' });
    await user.type(address, 'demo@');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(
      within(popup).getByLabelText(/Verification code/, { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid verification code.'));
    expect(platform.callsTo('POST /wps/v2/verification/mail/verify')).toHaveLength(0);
    await user.type(address, 'example.com');
    await user.click(within(popup).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(platform.callsTo('POST /wps/v2/verification/mail/send')[0]?.body).toEqual({
        email: 'demo@example.com',
      }),
    );
    await user.type(within(popup).getByLabelText(/Verification code/, { selector: 'input' }), '654321');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your e-mail is bound.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/v2/verification/mail/verify')[0]?.body).toEqual({
      email: 'demo@example.com',
      verificationCode: '654321',
    });
  });

  it('sets up the authenticator app from a QR code and a 6-digit code', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(within(section('Authenticator app')).getByRole('button', { name: 'Set up' }));
    const popup = await dialog('Authenticator app');
    expect(
      await within(popup).findByRole('img', { name: 'QR code for your authenticator app', busy: false }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('JBSWY3DPEHPK3PXPJBSWY3DP')).toBeInTheDocument();
    const code = within(popup).getByLabelText(/6-digit code/, { selector: 'input' });
    await user.type(code, '12345');
    await user.click(within(popup).getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code your app shows.');
    expect(platform.callsTo('POST /wps/member/ga/bind')).toHaveLength(0);
    await user.type(code, '6');
    await user.click(within(popup).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Your authenticator app is set up.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/ga/bind')[0]?.body).toEqual({ code: '123456' });
  });

  it('turns the authenticator app off with a code from it', async () => {
    const { platform, user } = await openSecurityCentre({ gaBound: true });
    platform.on('POST /wps/member/ga/unbind', () => ok());
    const authenticator = section('Authenticator app');
    expect(within(authenticator).getByText('On')).toBeInTheDocument();
    await user.click(within(authenticator).getByRole('button', { name: 'Turn off' }));
    const popup = await dialog('Turn off the authenticator app');
    await user.click(within(popup).getByRole('button', { name: 'Turn off' }));
    expect(within(popup).getByLabelText(/6-digit code/, { selector: 'input' })).toHaveAccessibleDescription(
      'Enter the 6-digit code your app shows.',
    );
    expect(platform.callsTo('POST /wps/member/ga/unbind')).toHaveLength(0);
    await user.type(within(popup).getByLabelText(/6-digit code/, { selector: 'input' }), '654321');
    await user.click(within(popup).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your authenticator app is turned off.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/ga/unbind')[0]?.body).toEqual({ code: '654321' });
  });

  it('has no authenticator section where the site turns it off', async () => {
    await openSecurityCentre({ gaEnabled: false });
    expect(screen.queryByRole('region', { name: 'Authenticator app' })).not.toBeInTheDocument();
  });

  it('changes the avatar to a built-in picture', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(within(section('Profile')).getByRole('button', { name: 'Change avatar' }));
    const popup = await dialog('Choose an avatar');
    await user.click(within(popup).getByRole('radio', { name: 'Picture 3' }));
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your avatar is saved.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/relay/MCSFE_uploadPlayerAvatar')[0]?.body).toEqual({
      avatar: '2',
      avatarType: 'STATIC',
    });
  });

  it('uploads a picture of at most 500 KB, saying so next to the form for a bigger one and sending nothing', async () => {
    const { platform, user } = await openSecurityCentre();
    await user.click(within(section('Profile')).getByRole('button', { name: 'Change avatar' }));
    const popup = await dialog('Choose an avatar');
    const picker = within(popup).getByLabelText(/Or upload your own picture/);
    await user.upload(picker, new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }));
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(
      await within(popup).findByText('This picture is over 500 KB. Please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/relay/MCSFE_uploadPlayerAvatar')).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: 'Remove big.png' }));
    await user.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your avatar is saved.')).toBeInTheDocument();
    const [sent] = platform.callsTo('POST /wps/relay/MCSFE_uploadPlayerAvatar');
    expect(sent?.body).toEqual({
      avatar: expect.stringMatching(/^data:image\/png;base64,/),
      avatarType: 'UPLOAD',
    });
  });
});

describe('in Thai', () => {
  it('shows the member centre and the security centre in Thai (their strings load with the page)', async () => {
    localStorage.setItem('lang', 'TY');
    securityPlatform();
    renderAppAt('/member/securityCenter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ศูนย์ความปลอดภัย' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'ศูนย์สมาชิก' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'รหัสผ่านการเงิน' })).toBeInTheDocument();
  });
});
