export { LANGUAGE_NAMES, LANGUAGES } from '@wl/i18n';
