// The account pieces both sites use (the member site's popups and the agent site's login): kept off the first
// screen's entry, imported by lazy chunks only.
export { ACCOUNT_NAMESPACES, errorCode, errorDetails, useMessages, useSingleSubmit } from './forms.ts';
export {
  FormMessage,
  StyledForm,
  StyledLinkButton,
  StyledLinks,
  SubmitButton,
  WarningDialog,
} from './formParts.tsx';
export { useSmsSender } from './useSmsSender.ts';
export {
  IpVerificationStep,
  ipVerificationOf,
  type IpVerification,
  type LoginAnswer,
} from './IpVerificationStep.tsx';
