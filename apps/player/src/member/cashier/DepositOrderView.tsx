import { useEffect, useRef, useState } from 'react';
import { withIdempotencyKey } from '@wl/api';
import type { DepositOrder } from '@wl/api/contract';
import { useCashierDepositSettingsQuery, useCashierUploadDepositReceiptMutation } from '@wl/api/cashier';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@wl/domain';
import { Alert, Button, CopyToClipboard, QrCode, UploadField } from '@wl/ui';
import { readAllAsDataUrls } from './files.ts';
import { Facts, StyledHeading, StyledRow, StyledSection, StyledSubHeading, StyledText } from './parts.tsx';
import { useCashierText, useWallets } from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';
import { isQrMethod } from './DepositForm.tsx';

/**
 * A deposit order waiting for its payment: how to pay it (the merchant's receiving account and the reference to
 * write in the transfer, or the QR code to scan), then the receipt of a bank transfer (png/jpg, 5 MB each).
 */
export function DepositOrderView({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const { t, dateTime } = useCashierText();
  const { money } = useWallets();
  const account = order.receivingAccount;
  const qr = order.qrPayload ?? undefined;
  const reference = order.reference ?? order.transactionId;
  const bankTransfer = !!account || (!qr && !isQrMethod(order.method));
  // Opened from the form or from the pending list further down: focus (and a screen reader) moves to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [order.transactionId]);

  const facts = [
    { key: 'amount', term: t('cashier:order.amount'), value: money(order.amount) },
    { key: 'reference', term: t('cashier:order.reference'), value: reference },
    ...(order.channelName
      ? [{ key: 'channel', term: t('cashier:order.channel'), value: order.channelName }]
      : []),
    ...(order.expireTime
      ? [{ key: 'expires', term: t('cashier:order.expires'), value: dateTime(order.expireTime) }]
      : []),
  ];

  return (
    <StyledSection aria-labelledby="order-title">
      <StyledHeading id="order-title" ref={heading} tabIndex={-1}>
        {t('cashier:order.title')}
      </StyledHeading>
      <Alert tone="info">{t('cashier:order.created', { amount: money(order.amount) })}</Alert>
      <Facts items={facts} label={t('cashier:order.title')} />
      <CopyToClipboard
        value={reference}
        hideValue
        label={t('cashier:order.copyReference')}
        successTitle={t('cashier:order.copied')}
      />
      {account && (
        <>
          <StyledSubHeading>{t('cashier:order.payTo')}</StyledSubHeading>
          <Facts
            label={t('cashier:order.payTo')}
            items={[
              { key: 'bank', term: t('cashier:order.bank'), value: account.bankName },
              { key: 'name', term: t('cashier:order.accountName'), value: account.accountName },
              { key: 'no', term: t('cashier:order.accountNo'), value: account.accountNo },
              ...(account.branch
                ? [{ key: 'branch', term: t('cashier:order.branch'), value: account.branch }]
                : []),
            ]}
          />
          <CopyToClipboard
            value={account.accountNo}
            hideValue
            label={t('cashier:order.copyAccountNo')}
            successTitle={t('cashier:order.copied')}
          />
          <StyledText>{t('cashier:order.transferHow', { reference })}</StyledText>
        </>
      )}
      {qr && (
        <>
          <StyledSubHeading>{t('cashier:order.scan')}</StyledSubHeading>
          <QrCode
            value={qr}
            label={t('cashier:order.qrLabel', { amount: money(order.amount) })}
            caption={t('cashier:order.scanHow')}
          />
        </>
      )}
      {bankTransfer && <ReceiptUpload order={order} />}
      <StyledRow>
        <Button variant="secondary" onClick={onClose}>
          {t('cashier:order.another')}
        </Button>
      </StyledRow>
    </StyledSection>
  );
}

/** The receipt of a bank transfer: png or jpg, at most 5 MB each and 3 in all (or the tenant's limits). */
function ReceiptUpload({ order }: { order: DepositOrder }) {
  const { t, errorText } = useCashierText();
  const settings = useCashierDepositSettingsQuery();
  const [upload] = useCashierUploadDepositReceiptMutation();
  const { run, pending } = useMoneyIntent();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const max = settings.data?.receiptMaxImages ?? UPLOAD_MAX_FILES;
  const maxBytes = settings.data?.receiptMaxBytes ?? UPLOAD_MAX_BYTES;

  const send = async () => {
    // Sent already and nothing new chosen: a second click (a double click that lands after the answer) changes nothing.
    if (done && !files.length) return;
    setDone(false);
    if (!files.length) {
      setError(t('cashier:receipt.required'));
      return;
    }
    setError(null);
    const result = await run(
      `receipt:${order.transactionId}:${files.map((f) => `${f.name}/${f.size}`).join('|')}`,
      async (key) => {
        const images = await readAllAsDataUrls(files);
        return upload(withIdempotencyKey({ transactionId: order.transactionId, images }, key)).unwrap();
      },
    );
    if (!result) return;
    if (result.ok) {
      setDone(true);
      setFiles([]);
    } else setError(errorText(result.error));
  };

  return (
    <>
      <StyledSubHeading>{t('cashier:receipt.title')}</StyledSubHeading>
      <UploadField
        label={t('cashier:receipt.choose')}
        files={files}
        onChange={(f) => {
          setFiles(f);
          setError(null);
          setDone(false);
        }}
        max={max}
        maxBytes={maxBytes}
        disabled={pending}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      {done && <Alert tone="success">{t('cashier:receipt.done')}</Alert>}
      <StyledRow>
        <Button onClick={() => void send()} loading={pending}>
          {t('cashier:receipt.submit')}
        </Button>
      </StyledRow>
    </>
  );
}
