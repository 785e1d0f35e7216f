import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountActions } from './useAccountActions.ts';
import { fakePlatform, featureTree, renderAccount } from './testing/fakePlatform.tsx';

function FeedbackButton() {
  const { openFeedback } = useAccountActions();
  return <button onClick={openFeedback}>feedback</button>;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('feedback popup', () => {
  it('asks a guest to log in first', async () => {
    fakePlatform();
    const user = userEvent.setup();
    const Harness = renderAccount(<FeedbackButton />);
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('names the empty fields, counts trimmed characters live, checks 20-200, and sends type, content, captcha and images', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const platform = fakePlatform();
    const user = userEvent.setup();
    const Harness = renderAccount(<FeedbackButton />);
    render(<Harness />);
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Question type, Description, Captcha is empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter content')).toBeInTheDocument();
    const content = within(dialog).getByLabelText(/^Description/, { selector: 'textarea' });
    await user.type(content, '  short text  ');
    expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('10/200');
    expect(within(dialog).getByText('Please enter 20 to 200 characters')).toBeInTheDocument();
    await user.clear(content);
    await user.type(content, 'x'.repeat(201));
    expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('201/200');
    expect(within(dialog).getByText('Please enter 20 to 200 characters')).toBeInTheDocument();
    await user.clear(content);
    await user.type(content, 'My withdrawal is pending since yesterday.');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Withdrawal issues');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', {
      type: 'image/png',
    });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, png);
    await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), 'AB12');
    expect(platform.callsTo('PUT /wps/feedback')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
    const sent = platform.callsTo('PUT /wps/feedback');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      type: 2,
      content: 'My withdrawal is pending since yesterday.',
      captcha: 'AB12',
      sender: 'demo',
    });
    expect((sent[0]?.body.images as string[])[0]).toMatch(/^data:image\/png;base64,/);
  });

  it("counts to the tenant's 140 and refuses 141 characters when the platform says feedbackMaxLength 140", async () => {
    sessionStorage.setItem('token', 'tok-1');
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => ({
      success: true,
      value: {
        maintenance: false,
        regionRestriction: false,
        whitelabel: featureTree(),
        feedbackMaxLength: 140,
      },
    }));
    const user = userEvent.setup();
    const Harness = renderAccount(<FeedbackButton />);
    render(<Harness />);
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await waitFor(() => expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('0/140'));
    expect(within(dialog).getByText('20 to 140 characters')).toBeInTheDocument();
    const content = within(dialog).getByLabelText(/^Description/, { selector: 'textarea' });
    await user.click(content);
    await user.paste('x'.repeat(141));
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Withdrawal issues');
    await user.type(within(dialog).getByLabelText(/^Captcha/, { selector: 'input' }), 'AB12');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('141/140');
    expect(within(dialog).getByText('Please enter 20 to 140 characters')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/feedback')).toHaveLength(0);
    await user.clear(content);
    await user.paste('x'.repeat(140));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/feedback')).toHaveLength(1);
  });
});
