import type { ReactNode } from 'react';
import { Button } from './button';

/** Under a list cut to its first few: shows the rest, or the first few again, and names the list it opens and closes. */
export function ShowAllButton({
  listId,
  showAll,
  onToggle,
  children,
}: {
  listId: string;
  showAll: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" className="mt-3" aria-controls={listId} aria-expanded={showAll} onClick={onToggle}>
      {children}
    </Button>
  );
}
