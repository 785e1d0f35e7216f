export * from './catalogue.ts';
export * from './compile.ts';
export * from './dates.ts';
export {
  compileLinear,
  UnsupportedPattern,
  MAX_PATTERN_SOURCE_LENGTH,
  MAX_PROGRAM_SIZE,
  type LinearRegex,
} from './engine.ts';
