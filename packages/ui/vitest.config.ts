import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({
  environment: 'jsdom',
  setupFiles: ['../../vitest.setup-dom.ts', './test-setup.ts'],
  isolation: 'shared',
});
