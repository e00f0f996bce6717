/**
 * Chrome that is closed at first paint (menu panels, drawer, search overlay, 客服 sheet) is not
 * in the server HTML nor in the page's first download (issue #15 item 4): its code is fetched
 * on intent (`preload` on pointer over or focus of the button that opens it) and it renders
 * once opened, under Suspense. A chunk that fails to load (network gone) leaves the control
 * closed for this page view rather than taking the page down.
 */
import { lazy, useState, type ComponentType } from 'react';

export interface OnDemand<P> {
  Component: ComponentType<P>;
  preload: () => void;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    );
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => void start(),
  };
}

function Nothing() {
  return null;
}

/**
 * True from the first time `open` is true: an on-demand dialog stays mounted after it closes,
 * so it closes as a dialog does (focus back to its button) and keeps what the shopper left in it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
