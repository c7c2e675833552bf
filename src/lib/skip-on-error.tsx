import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of its children when they fail: for a part the page works without,
 * such as the JSON-LD whose chunk cannot load once the visitor is offline. Without it that
 * failure would replace the whole page with the error page.
 */
export class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
