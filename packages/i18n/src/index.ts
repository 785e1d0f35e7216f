export * from './languages.ts';
export { resources, namespaces } from './resources.ts';
export { createI18n } from './create.ts';
