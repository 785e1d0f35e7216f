/** Feedback: a member's message (with a captcha) and its images, checked and stored. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Platform, Tenant } from '../../context.ts';
import { feedback } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { checkCaptcha } from '../session/captcha.ts';
import { randomId } from '../../shared/secrets.ts';
import type { Customer } from '../session/sessions.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function imageBytes(dataUrl: string, index: number): { ext: string; bytes: Buffer } {
  const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw badInput(`images.${index}`, 'must be a png or jpg image');
  const bytes = Buffer.from(m[2] as string, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw badInput(`images.${index}`, 'must be at most 5MB');
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpg) throw badInput(`images.${index}`, 'is not a png or jpg image');
  return { ext: png ? 'png' : 'jpg', bytes };
}

export async function submitFeedback(
  p: Platform,
  tenant: Tenant,
  input: {
    content: string;
    sender?: string | undefined;
    type: number;
    captcha: string;
    images?: string[] | undefined;
  },
  customer: Customer | undefined,
  binding: string,
  uploadsDir: string | undefined,
) {
  // The contract allows up to 200 characters; a tenant may choose 140 (platform.json `feedbackMaxLength`).
  const max = tenant.config.feedbackMaxLength;
  if ([...input.content.trim()].length > max) throw badInput('content', `must be at most ${max} characters`);
  const sender = customer?.username ?? input.sender?.trim();
  if (!sender) throw badInput('sender', 'is required when not logged in');
  const images = (input.images ?? []).map(imageBytes);
  if (!(await checkCaptcha(p, tenant.id, binding, input.captcha)))
    throw new DomainError(E.invalidCaptcha, 'captcha: The captcha is not correct', 'invalid', {
      field: 'captcha',
    });
  const dir = uploadsDir ?? join(tmpdir(), 'wl-platform-uploads');
  const names: string[] = [];
  if (images.length) {
    mkdirSync(join(dir, 'feedback'), { recursive: true });
    for (const img of images) {
      const name = `feedback/${tenant.id}-${randomId(9)}.${img.ext}`;
      writeFileSync(join(dir, name), img.bytes);
      names.push(name);
    }
  }
  await p.db.insert(feedback).values({
    tenantId: tenant.id,
    customerId: customer?.id ?? null,
    sender,
    type: input.type,
    content: input.content.trim(),
    images: names,
    createdAt: p.clock.now(),
  });
  return null;
}
