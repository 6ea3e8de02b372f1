import { Component, type ReactNode } from 'react';
import { reportOnce } from '../telemetry/report-once';
import { ComponentProblem } from '../ui/notice/ComponentProblem';

interface Props {
  name: string;
  children: ReactNode;
}

/** Contains a renderer that throws, so the rest of the page keeps rendering. */
export class ComponentBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportOnce(`throw:${this.props.name}`, `Component "${this.props.name}" failed to render`, error);
  }

  override render() {
    return this.state.failed ? <ComponentProblem name={this.props.name} problem="failed to render" /> : this.props.children;
  }
}
