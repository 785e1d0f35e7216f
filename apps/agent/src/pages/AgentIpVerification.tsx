import { useEffect } from 'react';
import { IpVerificationStep, ipVerificationOf, useMessages, type LoginAnswer } from '@wl/app-shell/account';

/**
 * The extra step of an agent login from an IP the account has not used (accounts §4), loaded only when the platform
 * asks for it: the member site's step, fed with the platform's answer (`held`). An answer it cannot read goes back
 * to the form with the platform's words.
 */
export default function AgentIpVerification({
  held,
  username,
  onVerified,
  onBack,
}: {
  held: unknown;
  username: string;
  onVerified: (result: LoginAnswer) => void;
  onBack: (message: string | null) => void;
}) {
  const { errorText } = useMessages();
  const verification = ipVerificationOf(held);
  useEffect(() => {
    if (!verification) onBack(errorText(held));
  }, [verification, held, onBack, errorText]);
  if (!verification) return null;
  return (
    <IpVerificationStep
      username={username}
      verification={verification}
      onVerified={async (result) => onVerified(result)}
      onBack={onBack}
    />
  );
}
