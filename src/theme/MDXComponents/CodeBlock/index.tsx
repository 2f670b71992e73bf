// Renders a highlighted code fence (from the build) with its title and a copy-to-clipboard button.
import { useRef, useState, type ReactNode } from "react";
import * as styles from "./styles";

export type Props = {
  readonly children?: ReactNode;
  readonly className?: string;
  readonly "data-title"?: string;
  readonly "data-language"?: string;
};

export default function CodeBlock({ children, className, "data-title": title, "data-language": language }: Props) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async (): Promise<void> => {
    const text = preRef.current?.innerText ?? "";
    try {
      await navigator.clipboard.writeText(text.replace(/\n$/, ""));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };

  return (
    <figure css={styles.figure} className="code-block" data-language={language}>
      {title ? <figcaption css={styles.title}>{title}</figcaption> : null}
      <pre ref={preRef} className={className} css={styles.pre} tabIndex={0} aria-label={title ?? (language ? `${language} code` : "code")}>
        {children}
      </pre>
      <button type="button" css={styles.copy} onClick={copy} aria-label={copied ? "Copied" : "Copy code to clipboard"}>
        {copied ? "Copied" : "Copy"}
      </button>
    </figure>
  );
}
