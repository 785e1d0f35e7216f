import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * For a popup that shows a page over the one the user is on: a link inside it that navigates (to its full page, or
 * elsewhere) leaves the popup behind, so `onClose` runs when the history entry changes.
 */
export function useCloseOnNavigation(onClose: () => void): void {
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
}
