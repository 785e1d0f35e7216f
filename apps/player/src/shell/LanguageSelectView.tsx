/** The kit's language select as a module of its own: the header shows it only on tablets (the side menu has it else). */
export { LanguageSelect as default } from '@wl/ui';
