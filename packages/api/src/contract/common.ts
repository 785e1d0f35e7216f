import { z } from 'zod';

/**
 * Building blocks shared by the call schemas. Requests of GET/DELETE travel as query strings, so their
 * numbers and booleans accept the string form too (`qnum`, `qbool`); the parsed type is the real one.
 * Response objects are loose: fields the screens read are checked, extra fields pass through.
 */
export const qnum = z.union([
  z.number(),
  z
    .string()
    .max(32)
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const qint = z.union([
  z.number().int(),
  z
    .string()
    .max(32)
    .regex(/^-?\d+$/)
    .transform(Number),
]);
export const qbool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/**
 * Is `schema` one whose parse returns a number given unchanged (only a string is turned into one):
 * `qnum` or `qint` itself? scripts/asIs.ts asks, so a request key of such a schema may go out before the
 * schema is loaded when the caller's value is already a number (`requestNumberKeys`). An identity check:
 * nothing about their parsing changes, and an app that does not call it does not bundle it.
 */
export const keepsNumbers = (schema: unknown): boolean => schema === qint || schema === qnum;

/** Ids arrive as numbers or strings from different services; screens get strings. */
export const id = z.union([z.string().max(128), z.number()]).transform(String);
export type Id = z.output<typeof id>;

export const money = z.number();
export const epochMs = z.number();

export const empty = z.object({});
/** A call whose answer carries nothing the screens read. */
export const anyValue = z.unknown();
export const nothing = z
  .union([z.null(), z.undefined(), z.boolean(), z.literal(''), z.looseObject({})])
  .optional();

export const paging = {
  pageNo: qint.optional(),
  pageSize: qint.optional(),
};

/** `value.list` (+ optional paging). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    list: z.array(item),
    pageNum: z.number().optional(),
    pageSize: z.number().optional(),
    totalPages: z.number().optional(),
    total: z.number().optional(),
  });

/** `value.content` + pageNum/totalPages. */
export const contentPageOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    content: z.array(item),
    pageNum: z.number(),
    totalPages: z.number(),
    pageSize: z.number().optional(),
    total: z.number().optional(),
  });

export const language = z.string().min(2).max(5);

/** The largest image a member uploads (a receipt, a proof, a feedback picture): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A data URL of a file of `bytes` at most: base64 of the bytes and its `data:…;base64,` head. */
export const dataUrlChars = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64;
/** A png or jpg image as a data URL, at most MAX_IMAGE_BYTES. */
export const imageDataUrl = z
  .string()
  .max(dataUrlChars(MAX_IMAGE_BYTES), 'must be an image of at most 5 MB')
  .regex(/^data:image\/(png|jpe?g);base64,/);
/** The body of a call that uploads `count` files of `bytes` each at most (and a few small fields). */
export const uploadBody = (count: number, bytes = MAX_IMAGE_BYTES) => count * dataUrlChars(bytes) + 16 * 1024;

/** A game card (site-and-games §3). */
export const game = z.looseObject({
  nodeId: id,
  vassalage: z.string(),
  gameCode: z.string().optional(),
  gameType: z.string(),
  gameName: z.string().optional(),
  nodeName: z.string().optional(),
  showIcon: z.string().optional(),
  iconUrl: z.string().optional(),
  isGame: z.string().optional(),
  subType: z.string().optional(),
  maintenance: z.boolean().optional(),
});
export type Game = z.output<typeof game>;

export const GAME_CATEGORIES = [
  'HOT',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'FAV',
] as const;
export const GAME_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** A record row of a report: the loose shape every report shares. */
export const recordRow = z.looseObject({
  id: id.optional(),
  amount: z.number().optional(),
  status: z.union([z.string(), z.number()]).optional(),
  createTime: z.union([z.number(), z.string()]).optional(),
});

/** Date range + paging used by every report. Dates as yyyy-MM-dd or epoch ms. */
export const reportQuery = z.object({
  startDate: z.union([z.string().max(32), qnum]).optional(),
  endDate: z.union([z.string().max(32), qnum]).optional(),
  ...paging,
});

export const paymentPasswordField = { paymentPassword: z.string().min(1).max(128) };

export const contractPeriod = z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
export const contractStatus = z.enum([
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'TERMINATION_REQUESTED',
  'TERMINATED',
]);
