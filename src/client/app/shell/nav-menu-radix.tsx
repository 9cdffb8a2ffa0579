import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@client/shared/routing';
import { ChevronIcon } from '@client/ui/icons';
import { NavItemContent } from './nav-item-content';
import type { NavGroup } from './nav-items';

export type RadixNavMenuProps = {
  group: NavGroup;
  triggerClassName: string;
  /** The visitor asked for the menu before this code had loaded. */
  initialOpen: boolean;
  /** The placeholder trigger had focus: keep it on the real one. */
  focusTrigger: boolean;
};

/** One menu of the top navigation: Radix DropdownMenu (arrow keys, Escape, focus return). */
export function RadixNavMenu({ group, triggerClassName, initialOpen, focusTrigger }: RadixNavMenuProps) {
  const [open, setOpen] = useState(initialOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !initialOpen) trigger.current?.focus();
  }, [focusTrigger, initialOpen]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName}>
        {group.label}
        <ChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-40 min-w-64 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-700"
              >
                <NavItemContent item={item} />
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
