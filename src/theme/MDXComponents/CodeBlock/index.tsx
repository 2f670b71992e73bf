// Renders a highlighted code fence (from the build) with its title and a copy-to-clipboard button; the reader's own
// values, once given, replace the placeholders both on screen (token masked) and in what the button copies.
import * as styles from "./styles";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { hasReaderValues, maskToken, type ReaderValues } from "../../../lib/reader-values";
import { useReaderValues } from "../../contexts/readerValues";
import { collectPieces } from "./pieces";
import { CheckIcon, CopyIcon } from "../../../ui/Icon";

type Filling = typeof import("./filling");

// Values arrive after the page has hydrated (they are read from storage in an effect), so the filling code can follow.
// The bundler loads the chunk once and fetches it again after a failure. Once loaded, code blocks drawn later (a page
// reached by a link) fill in on their first render, with no flash of the placeholders.
let loadedFilling: Filling | null = null;
const loadFilling = (): Promise<Filling> =>
  import("./filling").then((module) => {
    loadedFilling = module;
    return module;
  });

/**
 * The filling code once the reader has values; null before (and while its chunk loads, or if it could not load: the
 * next values try again).
 */
function useFilling(values: ReaderValues): Filling | null {
  const [module, setModule] = useState<Filling | null>(() => loadedFilling);
  const wanted = hasReaderValues(values);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let live = true;
    loadFilling().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      // The samples stay as published (placeholders shown, and copied as shown); the next values try again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, values, module]);
  return module;
}

export type Props = {
  readonly children?: ReactNode;
  readonly className?: string;
  readonly "data-title"?: string;
  readonly "data-language"?: string;
  readonly "data-line-count"?: number | string;
};

export default function CodeBlock({
  children,
  className,
  "data-title": title,
  "data-language": language,
  "data-line-count": lineCount,
}: Props) {
  const [copied, setCopied] = useState(false);
  const captionId = useId();
  const { values } = useReaderValues();
  const filling = useFilling(values);
  const filled = hasReaderValues(values) && filling !== null;
  // Code kept from the server's HTML is redrawn from its tree once values have been filled in, and stays redrawn.
  const redrawn = useRef(false);
  redrawn.current ||= filled;
  const code = useMemo(
    () =>
      filled
        ? filling.fillCodeNodes(children, language ?? "", { ...values, token: maskToken(values.token) })
        : // Redrawn implies the filling code has loaded (it is kept once loaded).
          redrawn.current && filling
          ? filling.redrawnCodeNodes(children)
          : children,
    [children, language, values, filled, filling],
  );

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (): Promise<void> => {
    // The text pieces of the code, not the screen's innerText (each highlighted line is a block that already ends in
    // "\n", so innerText doubles every line break), and the token unmasked.
    const text = filled
      ? filling.fillCode(collectPieces(children).join(""), language ?? "", values)
      : collectPieces(children).join("");
    try {
      await navigator.clipboard.writeText(text.replace(/\n$/, ""));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    // The title names a block, else its language (aria-label is not allowed on <pre>, so the figure carries the name).
    <figure
      css={styles.figure}
      style={lineCount ? styles.sizeBeforeDrawn(Number(lineCount), Boolean(title)) : undefined}
      className="code-block"
      data-language={language}
      aria-labelledby={title ? captionId : undefined}
      aria-label={title ? undefined : language ? `${language} code` : "code"}
    >
      {title ? (
        <figcaption id={captionId} css={styles.title}>
          {title}
        </figcaption>
      ) : null}
      <div css={styles.frame}>
        <pre className={className} css={styles.pre} tabIndex={0}>
          {code}
        </pre>
        <button
          type="button"
          css={styles.copy}
          onClick={copy}
          aria-label={copied ? "Copied" : "Copy code to clipboard"}
          title={copied ? "Copied" : "Copy"}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span>{copied ? "Copied" : "Copy"}</span>
        </button>
      </div>
    </figure>
  );
}
