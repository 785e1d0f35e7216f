export * from './tokens.ts';
