// Catches a render crash of the page so the navbar stays usable: "This page crashed." with the cause and a retry.
import { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./styles";

export type Props = {
  readonly children?: ReactNode;
};

type State = { readonly error: Error | null };

const toError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/** The error's message, then the message of each cause below it. */
function causeChain(error: Error): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = (current as Error & { cause?: unknown }).cause;
  }
  return messages;
}

export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    // While pages are built (server render) a crash must fail the build, not ship a "crashed" page.
    if (typeof window === "undefined") throw error;
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("This page crashed.", error, info?.componentStack ?? "");
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const [message, ...causes] = causeChain(error);
    return (
      <div css={styles.wrap} role="alert">
        <h1>This page crashed.</h1>
        <p css={styles.message}>{message}</p>
        {causes.map((cause, index) => (
          <p key={`${index}-${cause}`} css={styles.cause}>
            Cause: {cause}
          </p>
        ))}
        <button type="button" css={styles.button} onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
