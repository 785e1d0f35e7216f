// ConfirmDialog is a Dialog with two Buttons; it has no styles of its own (see Dialog.styles.ts).
export {};
