import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronIcon } from '@client/ui/icons';
import { loadOnce } from '@client/shared/lib/load-once';
import type { NavGroup } from './nav-items';
import type { RadixNavMenuProps } from './nav-menu-radix';

/*
 * The menus' code (Radix DropdownMenu with its positioning, about 30 KB
 * gzipped) is not part of the first page load: until a visitor shows intent
 * (pointer over or focus on a menu button), the button is a plain one that
 * looks the same. A press before the code arrives opens the menu when it does.
 */
type Loaded = ComponentType<RadixNavMenuProps>;
let loaded: Loaded | null = null;
// Mounted placeholders: once the code is here, every menu switches at once.
const waiting = new Set<(Menu: Loaded) => void>();

// A failed load is tried again on the next intent.
const loadMenu = loadOnce(() =>
  import('./nav-menu-radix').then((module) => {
    loaded = module.RadixNavMenu;
    for (const upgrade of [...waiting]) upgrade(module.RadixNavMenu);
    return module.RadixNavMenu;
  }),
);

export const navTriggerClass =
  'group inline-flex min-h-11 items-center gap-0.5 whitespace-nowrap rounded-lg px-1.5 py-2 text-[0.9375rem] font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 data-[state=open]:bg-slate-100 lg:gap-1 lg:px-3 lg:text-base';

export function NavMenu({ group }: { group: NavGroup }) {
  const [upgraded, setUpgraded] = useState<{ Menu: Loaded; open: boolean; focus: boolean } | null>(() =>
    loaded ? { Menu: loaded, open: false, focus: false } : null,
  );
  const button = useRef<HTMLButtonElement>(null);
  const wantOpen = useRef(false);

  const switchTo = (Menu: Loaded) =>
    setUpgraded((current) => current ?? { Menu, open: wantOpen.current, focus: document.activeElement === button.current });
  useEffect(() => {
    if (upgraded) return;
    waiting.add(switchTo);
    return () => {
      waiting.delete(switchTo);
    };
  });

  const upgrade = () => {
    loadMenu().then(switchTo, () => {
      wantOpen.current = false; // offline: the button stays a plain one
    });
  };
  const openSoon = () => {
    wantOpen.current = true;
    // The code may have arrived just before this press, its menu not on screen yet: that menu opens too.
    setUpgraded((current) => (current && !current.open ? { ...current, open: true } : current));
    upgrade();
  };

  if (upgraded) {
    const { Menu } = upgraded;
    return <Menu group={group} triggerClassName={navTriggerClass} initialOpen={upgraded.open} focusTrigger={upgraded.focus} />;
  }
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={navTriggerClass}
      onPointerEnter={upgrade}
      onFocus={upgrade}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) openSoon();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          openSoon();
        }
      }}
      onClick={openSoon}
    >
      {group.label}
      <ChevronIcon />
    </button>
  );
}
