/**
 * Layout measures that are not brand tokens: the same for every tenant (stroke widths, overlay and
 * text widths, small motion offsets). They live here so component styles hold no raw lengths
 * (see `src/theme/no-raw-values.test.ts`). Brand-dependent values belong in `themes/*` tokens.
 */
export const measures = {
  stroke: { hairline: '1px', focus: '2px', indicator: '2px' },
  focusOffset: '2px',
  /** Hover lift of cards and the enter offset of toasts / dialogs. */
  lift: '2px',
  enter: '8px',
  width: {
    modalSm: '24rem',
    modalMd: '32rem',
    modalLg: '48rem',
    toast: '28rem',
    tooltip: '16rem',
    menuMin: '12rem',
    menuMax: '20rem',
    text: '32rem',
    wideText: '36rem',
    sideMenu: '16rem',
    sideMenuCollapsed: '4.5rem',
    /** Most of a phone's width the side-menu drawer takes, leaving a strip of the page to tap to close it. */
    drawerMax: '85vw',
    headerAccount: '14rem',
    /** Widest a tenant logo is drawn in the header (its height is fixed), so phones keep room for the actions. */
    headerLogo: '10rem',
    /** Narrowest the logo is scaled to (whole, never cropped) when a 360 px phone's actions need the room. */
    headerLogoMin: '4rem',
    captchaImage: '6.5rem',
    smsButton: '7.5rem',
    languageSelect: '8rem',
    /** The header game dropdown: a list under its item, or (large layout) grid cells across the header. */
    navMenu: '16rem',
    navMenuCell: '11rem',
    /** Provider logos in the dropdown are wide (about 5:2): drawn whole in this box, 1.5rem high. */
    navMenuIcon: '3.75rem',
  },
  height: {
    /** Tallest the header game dropdown grows before it scrolls. */
    navMenu: '60vh',
  },
  size: {
    heroIcon: '4rem',
    /** Smallest pointer target (WCAG 2.2 SC 2.5.8, 24 CSS px): a small visible control sits centred in a hit area this big. */
    target: '1.5rem',
  },
  /** Periods of looping animations (spinners, skeleton pulse, indeterminate bar). */
  loop: { spin: '0.8s', pulse: '1.4s', progress: '1.2s' },
} as const;

export type Measures = typeof measures;
