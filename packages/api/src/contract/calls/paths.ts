/** Relay of a back-end service: `/wps/relay/<SERVICE>_<method>` (protocol-notes). */
export const relay = (serviceMethod: string): string => `/wps/relay/${serviceMethod}`;
/** Relay with a payment-password check (the request carries `paymentPassword`). */
export const relayPasswordCheck = (serviceMethod: string): string =>
  `/wps/relay/passwordCheck/${serviceMethod}`;
