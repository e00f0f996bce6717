/**
 * A side panel that fails to render (unexpected data from its API) must not take the whole
 * product page down with it: the panel is left out and the error logged.
 */
import { Component, type ReactNode } from 'react';

export class PanelBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[pdp panel ${this.props.name}]`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
