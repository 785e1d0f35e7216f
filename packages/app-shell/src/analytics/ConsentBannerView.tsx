/** The ui kit's consent banner as a module of its own, so AnalyticsConsent can load it only when it asks. */
export { ConsentBanner as default } from '@wl/ui';
