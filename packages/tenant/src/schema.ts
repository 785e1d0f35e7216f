import { z } from 'zod';
import { isColour } from './colour.ts';
import { TenantDataError, issuesFromZod } from './errors.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import type { ThemeFile, ThemeSource, ThemeTokens, TokenOverrides } from './tokens.ts';

// ---------------------------------------------------------------- token leaves

/** `{palette.brand.500}`: a whole-value reference to another token. */
export const TOKEN_REFERENCE = /\{([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\}/g;
const WHOLE_REFERENCE = /^\{[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\}$/;
/** Characters that could break out of a CSS declaration. References use braces, checked separately. */
const UNSAFE_CSS = /[;<>\\\n\r]|\/\*/;

const str = (v: unknown) => JSON.stringify(v);

/** A literal colour (raw palette). */
const colour = z.string().refine((v) => isColour(v), { error: (iss) => `${str(iss.input)} is not a colour` });

/** A colour or a whole-value reference to one (semantic and component colour tokens). */
const paint = z.string().refine((v) => WHOLE_REFERENCE.test(v) || isColour(v), {
  error: (iss) => `${str(iss.input)} is not a colour or a {token.reference}`,
});

/** Any other value (sizes, font stacks, shadows); may embed references like `0 0 0 3px {color.border.focus}`. */
const value = z
  .string()
  .min(1, { error: 'must not be empty' })
  .refine((v) => !UNSAFE_CSS.test(v) && !/[{}]/.test(v.replace(TOKEN_REFERENCE, '')), {
    error: (iss) => `${str(iss.input)} contains characters not allowed in a token value`,
  });

const ramp = z.strictObject({
  50: colour,
  100: colour,
  200: colour,
  300: colour,
  400: colour,
  500: colour,
  600: colour,
  700: colour,
  800: colour,
  900: colour,
});
const buttonVariant = z.strictObject({ bg: paint, bgHover: paint, fg: paint, border: paint });

/** Schema of every token of a theme (the full `ThemeTokens` tree; unknown keys are errors). */
export const themeTokensSchema = z.strictObject({
  palette: z.strictObject({
    neutral: ramp,
    brand: ramp,
    accent: ramp,
    red: ramp,
    green: ramp,
    amber: ramp,
    blue: ramp,
  }),
  color: z.strictObject({
    bg: z.strictObject({
      canvas: paint,
      surface: paint,
      raised: paint,
      sunken: paint,
      overlay: paint,
      brand: paint,
      brandHover: paint,
      accent: paint,
      danger: paint,
      success: paint,
      warning: paint,
      info: paint,
    }),
    fg: z.strictObject({
      default: paint,
      muted: paint,
      subtle: paint,
      onBrand: paint,
      onAccent: paint,
      onDanger: paint,
      onSuccess: paint,
      link: paint,
      danger: paint,
      success: paint,
      warning: paint,
    }),
    border: z.strictObject({ default: paint, subtle: paint, strong: paint, focus: paint }),
  }),
  font: z.strictObject({
    family: z.strictObject({ body: value, heading: value, mono: value }),
    size: z.strictObject({
      xs: value,
      sm: value,
      md: value,
      lg: value,
      xl: value,
      '2xl': value,
      '3xl': value,
    }),
    weight: z.strictObject({ regular: value, medium: value, bold: value }),
    lineHeight: z.strictObject({ tight: value, normal: value, relaxed: value }),
  }),
  space: z.strictObject({
    '0': value,
    '1': value,
    '2': value,
    '3': value,
    '4': value,
    '5': value,
    '6': value,
    '8': value,
    '10': value,
    '12': value,
    '16': value,
  }),
  radius: z.strictObject({ none: value, sm: value, md: value, lg: value, xl: value, pill: value }),
  shadow: z.strictObject({ sm: value, md: value, lg: value, focus: value }),
  motion: z.strictObject({
    duration: z.strictObject({ fast: value, normal: value, slow: value }),
    easing: z.strictObject({ standard: value, emphasized: value }),
  }),
  z: z.strictObject({
    base: value,
    dropdown: value,
    sticky: value,
    header: value,
    overlay: value,
    modal: value,
    toast: value,
    tooltip: value,
  }),
  component: z.strictObject({
    button: z.strictObject({
      primary: buttonVariant,
      secondary: buttonVariant,
      ghost: buttonVariant,
      danger: buttonVariant,
    }),
    input: z.strictObject({ bg: paint, fg: paint, border: paint, borderFocus: paint, placeholder: paint }),
    header: z.strictObject({ bg: paint, fg: paint, border: paint }),
    sideMenu: z.strictObject({ bg: paint, fg: paint, itemActiveBg: paint, itemActiveFg: paint }),
    footer: z.strictObject({ bg: paint, fg: paint }),
    card: z.strictObject({ bg: paint, fg: paint, border: paint, radius: value }),
    modal: z.strictObject({ bg: paint, fg: paint, backdrop: paint }),
  }),
});

/** Every object level optional, unknown keys still errors: the schema of a tenant's overrides. */
function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = deepPartial(child).optional();
    }
    return z.strictObject(shape);
  }
  return schema;
}

export const tokenOverridesSchema = deepPartial(themeTokensSchema) as z.ZodType<TokenOverrides>;

const themeName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and dashes' });
const scheme = z.enum(['light', 'dark'], {
  error: (iss) => `${str(iss.input)} is not a colour scheme (light or dark)`,
});

/**
 * `themes/<name>/theme.json` as written (`ThemeSource`): the base theme sets every token, a theme that `extends`
 * another sets only those that differ. Whether every token ends up set is checked on the merged theme
 * (`themeSchema`, see compose.ts).
 */
export const themeFileSchema = z.strictObject({
  $schema: z.string().optional(),
  name: themeName,
  label: z.string().min(1),
  scheme: scheme
    .optional()
    .meta({ description: 'Colour scheme; taken from the theme it extends when left out.' }),
  extends: themeName.optional().meta({
    description: 'The theme this one changes (e.g. "dark"); set only the tokens that differ from it.',
  }),
  tokens: tokenOverridesSchema,
});

/** A complete theme (`ThemeFile`): a theme file merged over the theme it extends must pass this. */
export const themeSchema = z.strictObject({
  name: themeName,
  label: z.string().min(1),
  scheme,
  tokens: themeTokensSchema,
});

// Compile-time guard: the schema and the ThemeTokens type describe the same tree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _tokensMatch: Same<z.infer<typeof themeTokensSchema>, ThemeTokens> = true;
void _tokensMatch;
const _themeMatch: Same<z.infer<typeof themeSchema>, ThemeFile> = true;
void _themeMatch;

// ---------------------------------------------------------------- tenant.json

export const TENANT_ID = /^[a-z][a-z0-9-]{1,39}$/;
export const MERCHANT_CODE = /^[A-Za-z0-9_-]+$/;

const language = z.enum(SUPPORTED_LANGUAGES, {
  error: (iss) =>
    `${str(iss.input)} is not a supported language (supported: ${SUPPORTED_LANGUAGES.join(', ')})`,
});

const nonEmpty = () => z.string().trim().min(1, { error: 'must not be empty' });

/** Path of a file inside the tenant folder: relative, forward slashes, no `..`. */
const assetPath = (exts: readonly string[]) =>
  z
    .string()
    .refine((v) => /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9_./-]+$/.test(v), {
      error: (iss) => `${str(iss.input)} must be a relative path inside the tenant folder`,
    })
    .refine((v) => exts.some((e) => v.toLowerCase().endsWith(e)), {
      error: (iss) => `${str(iss.input)} must be a ${exts.join(' or ')} file`,
    });

const httpUrl = z.string().refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
  error: (iss) => `${str(iss.input)} is not an http(s) URL`,
});

/** The site's own origin (`""` or a path such as `/` or `/gateway`) or an absolute http(s) URL. */
const baseUrl = z
  .string()
  .refine((v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    error: (iss) => `${str(iss.input)} is neither empty, a path starting with / nor an http(s) URL`,
  });

const hostname = z
  .string()
  .refine(
    (v) =>
      /^(?=.{1,253}$)(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
        v,
      ),
    {
      error: (iss) => `${str(iss.input)} is not a lower-case host name`,
    },
  );

const encryptionSchema = z.discriminatedUnion(
  'adapter',
  [
    z.strictObject({ adapter: z.literal('none') }),
    z.strictObject({
      adapter: z.literal('rsa-oaep-aes-gcm'),
      /** SPKI public key, PEM. */
      publicKeyPem: z
        .string()
        .refine((v) => /-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(v), {
          error: 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
        }),
      keyId: z.string().min(1).optional(),
    }),
    z.strictObject({
      adapter: z.literal('legacy-des-rsa'),
      /** RSA modulus, hex (1024-bit on the original platform). */
      modulus: z.string().regex(/^[0-9a-fA-F]{64,1024}$/, { error: 'must be the RSA modulus in hex' }),
      exponent: z
        .string()
        .regex(/^[0-9a-fA-F]{1,8}$/, { error: 'must be the RSA exponent in hex' })
        .default('10001'),
    }),
  ],
  { error: 'adapter must be one of none, rsa-oaep-aes-gcm, legacy-des-rsa' },
);

const fontSchema = z.strictObject({
  family: nonEmpty().refine((v) => !/['";{}<>\\]/.test(v), { error: 'must be a plain family name' }),
  src: assetPath(['.woff2', '.woff']),
  weight: z
    .string()
    .regex(/^\d{3}( \d{3})?$/, { error: 'must be like "400" or "100 900"' })
    .default('400'),
  style: z.enum(['normal', 'italic']).default('normal'),
});

export const tenantConfigSchema = z
  .strictObject({
    $schema: z.string().optional(),
    id: z.string().regex(TENANT_ID, {
      error: (iss) =>
        `${str(iss.input)} is not a tenant id (lower-case letter, then letters, digits or dashes; 2-40 long)`,
    }),
    name: nonEmpty(),
    merchantCode: z.string().regex(MERCHANT_CODE, {
      error: (iss) => `${str(iss.input)} is not a merchant code (letters, digits, _ and - only)`,
    }),
    domains: z.array(hostname).min(1, { error: 'list at least one domain' }),
    defaultLanguage: language,
    languages: z
      .array(language)
      .min(1, { error: 'list at least one language' })
      .refine((l) => new Set(l).size === l.length, { error: 'languages must not repeat' }),
    theme: z.strictObject({
      base: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be a theme name' }),
      overrides: tokenOverridesSchema.optional(),
    }),
    assets: z.strictObject({
      /** Wordmark shown in the header. */
      logo: assetPath(['.svg', '.png', '.webp']),
      /** Browser tab icon. */
      favicon: assetPath(['.svg']),
      /** Square source of the PNG favicon and the 192/512 app icons (rendered by the build). */
      appIcon: assetPath(['.svg', '.png']),
      fonts: z.array(fontSchema).optional(),
    }),
    seo: z.strictObject({ title: nonEmpty(), description: nonEmpty() }),
    manifest: z.strictObject({
      name: nonEmpty(),
      shortName: nonEmpty().refine((v) => v.length <= 12, {
        error: 'keep shortName to 12 characters or fewer',
      }),
      themeColor: colour,
      backgroundColor: colour,
    }),
    api: z.strictObject({
      baseUrl,
      /** Call name (as in the api package's registry) -> path, for platforms that name a service differently. */
      pathOverrides: z
        .record(
          z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, { error: 'call names are letters, digits, _ and .' }),
          z.string().regex(/^\/[A-Za-z0-9_\-./]*$/, { error: 'must be a path starting with /' }),
        )
        .optional(),
      encryption: encryptionSchema.optional(),
    }),
    analytics: z
      .strictObject({
        gtagId: z
          .string()
          .regex(/^G-[A-Z0-9]{4,16}$/, { error: 'must be a Google tag id like G-ABC123XYZ' })
          .optional(),
        /** 'required' (default): gtag loads only after the visitor accepts the consent banner; 'notRequired': no banner, it loads at once. */
        consent: z.enum(['required', 'notRequired']).optional(),
      })
      .optional(),
    links: z
      .strictObject({
        licenceText: z.string().min(1).optional(),
        licenceUrl: httpUrl.optional(),
        termsUrl: httpUrl.optional(),
        privacyUrl: httpUrl.optional(),
        responsibleGamingUrl: httpUrl.optional(),
        supportUrl: httpUrl.optional(),
      })
      .optional(),
    /**
     * Customer-service contacts the site shows even when the platform cannot be reached (its own customer-service
     * links come with the site permission answer, which is then missing): e-mail, phone and a chat link.
     */
    support: z
      .strictObject({
        email: z
          .string()
          .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
            error: (iss) => `${str(iss.input)} is not an e-mail address`,
          })
          .optional(),
        phone: z
          .string()
          .regex(/^\+?[0-9][0-9 ()-]{3,24}$/, {
            error: (iss) => `${str(iss.input)} is not a phone number (digits, spaces, ( ) - and a leading +)`,
          })
          .optional(),
        chatUrl: httpUrl.optional(),
      })
      .optional(),
  })
  .superRefine((t, ctx) => {
    if (Array.isArray(t.languages) && !t.languages.includes(t.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `${str(t.defaultLanguage)} is not in languages (${t.languages.join(', ')})`,
      });
    }
  });

export type TenantConfig = z.output<typeof tenantConfigSchema>;
/** What a tenant.json may contain before defaults are applied. */
export type TenantConfigInput = z.input<typeof tenantConfigSchema>;

// ---------------------------------------------------------------- public runtime config (in the page)

/** The public part of a tenant that the apps read at run time from `<script type="application/json" id="wl-tenant">`. */
export const publicTenantConfigSchema = z.object({
  id: z.string().regex(TENANT_ID),
  name: z.string().min(1),
  merchantCode: z.string().regex(MERCHANT_CODE),
  defaultLanguage: language,
  languages: z.array(language).min(1),
  /** The site's own domains: an agent's subdomain in front of one of them carries the agent's code. */
  domains: z.array(z.string()).optional(),
  theme: z.object({ base: z.string(), scheme: z.enum(['light', 'dark']), stylesheet: z.string() }),
  assets: z.object({ logo: z.string(), favicon: z.string(), appIcon192: z.string(), appIcon512: z.string() }),
  api: z.object({
    baseUrl: z.string(),
    pathOverrides: z.record(z.string(), z.string()).optional(),
    encryption: encryptionSchema.optional(),
  }),
  analytics: z
    .object({ gtagId: z.string().optional(), consent: z.enum(['required', 'notRequired']).optional() })
    .optional(),
  links: z
    .object({
      licenceText: z.string().optional(),
      licenceUrl: z.string().optional(),
      termsUrl: z.string().optional(),
      privacyUrl: z.string().optional(),
      responsibleGamingUrl: z.string().optional(),
      supportUrl: z.string().optional(),
    })
    .optional(),
  support: z
    .object({ email: z.string().optional(), phone: z.string().optional(), chatUrl: z.string().optional() })
    .optional(),
});
export type PublicTenantConfig = z.output<typeof publicTenantConfigSchema>;
export type EncryptionConfig = z.output<typeof encryptionSchema>;

// ---------------------------------------------------------------- parse helpers

function parseWith<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new TenantDataError(issuesFromZod(file, result.error));
  return result.data;
}

/**
 * Validate a theme file's JSON as written (a token the theme tree does not have is an error; a token left out is
 * not, until the theme is merged over the one it extends: `extendTheme`). Throws TenantDataError naming `file`
 * and each bad field.
 */
export function parseThemeFile(data: unknown, file = 'theme.json'): ThemeSource {
  const result = themeFileSchema.safeParse(data);
  if (!result.success)
    throw new TenantDataError(
      issuesFromZod(file, result.error).map((i) =>
        i.path.startsWith('tokens.') && i.message === 'unknown field'
          ? { ...i, message: 'is not a token of the theme' }
          : i,
      ),
    );
  const { $schema: _s, ...theme } = result.data;
  return theme;
}

/** Validate a tenant.json's JSON; throws TenantDataError naming `file` and each bad field. */
export function parseTenantConfig(data: unknown, file = 'tenant.json'): TenantConfig {
  return parseWith(tenantConfigSchema, data, file);
}

export function parsePublicTenantConfig(data: unknown, source = '#wl-tenant'): PublicTenantConfig {
  return parseWith(publicTenantConfigSchema, data, source);
}
