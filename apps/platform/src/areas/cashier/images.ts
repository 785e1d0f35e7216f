/** The images the cashier takes (deposit receipts, proof of a payment not received): png/jpg data URLs, checked. */
import { badInput } from '../../shared/errors.ts';
import { MAX_IMAGE_BYTES } from './config.ts';

export type ParsedImage = { mime: string; size: number; data: string };

/** png/jpg data URLs, at most 5 MB each once decoded, checked by their first bytes; the field of a bad one is named. */
export function parseImages(list: readonly string[], field: string): ParsedImage[] {
  return list.map((url, i) => {
    const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/.exec(url);
    if (!m) throw badInput(`${field}.${i}`, 'must be a png or jpg image (a base64 data URL)');
    const data = m[2]!;
    const size = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
    if (size > MAX_IMAGE_BYTES) throw badInput(`${field}.${i}`, 'is larger than 5 MB');
    const head = Buffer.from(data.slice(0, 16), 'base64');
    const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    if (!png && !jpg) throw badInput(`${field}.${i}`, 'is not a png or jpg image');
    return { mime: png ? 'image/png' : 'image/jpeg', size, data };
  });
}
