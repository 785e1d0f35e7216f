/** The checks a picked identity document passes before it is sent (the platform checks again, by its content). */

export const KYC_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

const TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'];

export type KycFileProblem = 'type' | 'size' | 'empty';

/** Why a picked file cannot be sent (its type by the browser's type or its name; its size against the tenant's). */
export function kycFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): KycFileProblem | null {
  const typed =
    file.type !== '' ? TYPES.includes(file.type.toLowerCase()) : /\.(png|jpe?g|pdf)$/i.test(file.name);
  if (!typed) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Megabytes for the messages (one decimal when below 10). */
export const megabytes = (bytes: number) => {
  const mb = bytes / 1_000_000;
  return mb < 10 ? String(Math.round(mb * 10) / 10) : String(Math.round(mb));
};

/** The file as the data URL the upload call takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}
