import { useTranslation } from 'react-i18next';
import { useAgentText } from '../pages/parts/useAgentText.ts';

/** The contract pages' strings (namespace agentContracts, then the agent centre's and the errors), with the agent centre's formatting. */
export function useContractText() {
  const text = useAgentText();
  const { t } = useTranslation(['agentContracts', 'agentCentre', 'errors']);
  return { ...text, t };
}
