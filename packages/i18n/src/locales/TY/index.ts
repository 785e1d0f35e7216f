/** Every namespace of this language as one module, so an app downloads only the languages it shows. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

const bundle: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([path, strings]) => [path.replace(/^\.\/(.+)\.json$/, '$1'), strings]),
);
export default bundle;
