/**
 * The files of identity checks: a data URL whose first bytes make it a png, a jpg or a pdf (the declared type is not
 * trusted), no larger than the tenant's limit, and images stored without their metadata.
 *
 * Metadata is removed by walking the file's structure, not by decoding and re-encoding the picture: the JPEG segments
 * APP1 (EXIF with its GPS block, XMP), APP3-APP13 (IPTC, Photoshop), APP15 and comments go, and so does anything after
 * the end of the image (phones append further pictures with their own EXIF there); a PNG keeps its critical chunks
 * and those about colour only (no tEXt/zTXt/iTXt/eXIf/tIME, nothing private). Why not a library: `sharp` is native and
 * heavy; the pure-JS decoders (jpeg-js, pngjs) would re-encode the picture, losing quality, taking seconds of the
 * event loop for a phone photo of several MB, and jpeg-js is barely maintained. The structure walk is lossless and
 * linear in the file's size. A pdf is kept as it is (its own metadata is not a picture's location).
 */
import { badInput } from '../../shared/errors.ts';

export type KycFile = { mime: 'image/png' | 'image/jpeg' | 'application/pdf'; size: number; data: Buffer };

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** Decodes and checks an uploaded file; refuses (INVALID_PARAMETERS on `field`) what is not a png, jpg or pdf. */
export function parseKycFile(dataUrl: string, maxBytes: number, field = 'file'): KycFile {
  const m = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!m) throw badInput(field, 'must be a file as a base64 data URL');
  const b64 = m[1]!;
  const declared = Math.floor((b64.length * 3) / 4);
  if (declared > maxBytes + 2)
    throw badInput(field, `is larger than ${megabytes(maxBytes)}: upload a smaller file`);
  const raw = Buffer.from(b64, 'base64');
  if (raw.length === 0) throw badInput(field, 'is empty');
  if (raw.length > maxBytes)
    throw badInput(field, `is larger than ${megabytes(maxBytes)}: upload a smaller file`);
  if (raw.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const data = stripPng(raw, field);
    return { mime: 'image/png', size: data.length, data };
  }
  if (raw[0] === 0xff && raw[1] === 0xd8 && raw[2] === 0xff) {
    const data = stripJpeg(raw, field);
    return { mime: 'image/jpeg', size: data.length, data };
  }
  if (raw.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', size: raw.length, data: raw };
  throw badInput(field, 'is not a png, jpg or pdf file (its content says otherwise, whatever its name)');
}

/** PNG chunks kept: the critical ones and those that say how to show the colours. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
]);

/** The PNG without its text, EXIF, time and private chunks, ending at IEND. */
export function stripPng(buf: Buffer, field = 'file'): Buffer {
  const bad = () => badInput(field, 'is not a valid png image');
  const parts: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let first = true;
  for (;;) {
    if (at + 12 > buf.length) throw bad();
    const length = buf.readUInt32BE(at);
    const type = buf.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > buf.length || !/^[A-Za-z]{4}$/.test(type)) throw bad();
    if (first && type !== 'IHDR') throw bad();
    first = false;
    if (PNG_KEPT.has(type)) parts.push(buf.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
}

/** JPEG markers kept before the image data: APP0 (JFIF), APP2 when an ICC profile, APP14 (Adobe colour). */
function keepJpegSegment(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true; // tables, frame, scan headers...
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return body.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0';
  return false; // APP1 (EXIF, XMP), APP2 MPF, APP3-APP13, APP15
}

/** The JPEG without its EXIF/XMP/IPTC segments and comments, ending at EOI (trailing data dropped). */
export function stripJpeg(buf: Buffer, field = 'file'): Buffer {
  const bad = () => badInput(field, 'is not a valid jpg image');
  const parts: Buffer[] = [buf.subarray(0, 2)];
  let at = 2;
  for (;;) {
    // A marker: 0xFF (fill bytes allowed), then its code.
    if (at >= buf.length || buf[at] !== 0xff) throw bad();
    while (buf[at] === 0xff && at < buf.length) at++;
    if (at >= buf.length) throw bad();
    const marker = buf[at]!;
    at++;
    if (marker === 0xd9) {
      parts.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(parts);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (at + 2 > buf.length) throw bad();
    const length = buf.readUInt16BE(at);
    if (length < 2 || at + length > buf.length) throw bad();
    const body = buf.subarray(at + 2, at + length);
    if (keepJpegSegment(marker, body)) parts.push(Buffer.from([0xff, marker]), buf.subarray(at, at + length));
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker (a 0xFF not followed by a stuffed 0x00 or a restart marker).
      const start = at;
      while (at < buf.length) {
        if (buf[at] === 0xff) {
          const next = buf[at + 1];
          if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) {
            at += 2;
            continue;
          }
          if (next === 0xff) {
            at++;
            continue;
          }
          break;
        }
        at++;
      }
      if (at >= buf.length) throw bad();
      parts.push(buf.subarray(start, at));
    }
  }
}
