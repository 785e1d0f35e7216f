export * from './catalogue.ts';
export * from './compile.ts';
export * from './dates.ts';
export { unsafePatternReason, MAX_PATTERN_SOURCE_LENGTH, MAX_ADJACENT_REPEATS } from './safety.ts';
