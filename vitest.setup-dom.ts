import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s for what the user would see (Testing Library's default is 1 s): on a busy
// 2-core CI machine a lazily loaded chunk (the QR encoder, a popup, a call's schemas) or a transition can take longer,
// and a test must then still pass. A test that expects something never to appear is unaffected.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
