import { useEffect } from 'react';

/** Sets the tab title for a screen; the product name follows so tabs stay recognisable. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Mizani Pay`;
  }, [title]);
}
