import { MessageCentre } from '../messages/MessageCentre.tsx';

/** Member centre page `messageV2`: internal messages. */
export function Component() {
  return <MessageCentre />;
}
