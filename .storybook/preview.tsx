import type { Preview } from '@storybook/react-vite';
import { LANGUAGE_NAMES, LANGUAGES } from '../packages/ui/storybook/i18n.ts';
import { brands, themes } from '../packages/ui/storybook/brands.ts';
import { ALL, TENANT_THEME, withBrand } from '../packages/ui/storybook/withBrand.tsx';

const preview: Preview = {
  decorators: [withBrand],
  parameters: {
    layout: 'padded',
    // Violations fail the story tests. Rules switched off in a story say why, next to the switch. axe's target-size
    // (WCAG 2.2 SC 2.5.8, 24 px pointer targets; off by default in axe, checked by Lighthouse) is on for every story.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    tenant: {
      description: 'Tenant (brand): its theme and token overrides',
      toolbar: {
        title: 'Tenant',
        icon: 'home',
        dynamicTitle: true,
        items: [
          ...brands.map((b) => ({ value: b.id, title: b.label })),
          { value: ALL, title: 'All tenants side by side' },
        ],
      },
    },
    theme: {
      description: 'Base theme (overrides the tenant’s own base theme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: TENANT_THEME, title: 'Tenant’s theme' },
          ...Object.values(themes).map((t) => ({ value: t.name, title: t.label })),
        ],
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: LANGUAGES.map((lng) => ({ value: lng, title: `${lng} · ${LANGUAGE_NAMES[lng]}` })),
      },
    },
  },
  // STORYBOOK_TENANT / STORYBOOK_THEME / STORYBOOK_LANGUAGE pick the starting brand, e.g. to run the story
  // tests (interactions + a11y) for every tenant in CI: STORYBOOK_TENANT=neonplay pnpm test:storybook
  initialGlobals: {
    tenant: import.meta.env.STORYBOOK_TENANT || brands[0]?.id,
    theme: import.meta.env.STORYBOOK_THEME || TENANT_THEME,
    language: import.meta.env.STORYBOOK_LANGUAGE || 'EN',
  },
  tags: ['autodocs'],
};

export default preview;
