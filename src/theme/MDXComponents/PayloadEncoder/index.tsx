// The payload encoder of the send-message page: text, hex or Base64 in; hex, Base64, the size against the SBD and IMT
// limits and a ready request out. Everything happens in the browser; nothing is sent.
import { useId, useMemo, useState } from "react";
import {
  buildSendRequest,
  checkPayloadLimit,
  decodePayloadInput,
  describeChannel,
  PAYLOAD_LIMITS,
  representPayload,
  toBase64,
  toHex,
  type PayloadChannel,
  type PayloadInputFormat,
} from "../../../lib/payload";
import CodeBlock from "../CodeBlock";
import * as styles from "./styles";

type Option<T extends string> = { readonly value: T; readonly label: string };

const FORMATS: ReadonlyArray<Option<PayloadInputFormat>> = [
  { value: "text", label: "Text (sent as UTF-8)" },
  { value: "hex", label: "Hex" },
  { value: "base64", label: "Base64" },
];

const CHANNELS: ReadonlyArray<Option<PayloadChannel>> = [
  { value: "sbd", label: "SBD: RockBLOCK, 9602/9603 (hex)" },
  { value: "imt", label: "IMT: RockREMOTE (Base64)" },
];

const count = (value: number): string => value.toLocaleString("en-US");
const bytes = (value: number): string => `${count(value)} ${value === 1 ? "byte" : "bytes"}`;

type RadioChoiceProps<T extends string> = {
  readonly legend: string;
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly options: ReadonlyArray<Option<T>>;
  readonly value: T;
  readonly onChange: (value: T) => void;
};

/** One choice of the form (input format, channel) as a fieldset of radio buttons. */
function RadioChoice<T extends string>({ legend, name, options, value, onChange }: RadioChoiceProps<T>) {
  return (
    <fieldset css={styles.choices}>
      <legend css={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} css={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export type Props = {
  /** What the input holds at first. */
  readonly initialText?: string;
};

export default function PayloadEncoder({ initialText = "Hello from base" }: Props) {
  const [input, setInput] = useState(initialText);
  const [format, setFormat] = useState<PayloadInputFormat>("text");
  const [channel, setChannel] = useState<PayloadChannel>("sbd");
  const [switchNote, setSwitchNote] = useState("");
  const id = useId();
  const decoded = useMemo(() => decodePayloadInput(input, format), [input, format]);

  const changeFormat = (next: PayloadInputFormat): void => {
    // Keep the bytes: rewrite what is in the box in the new format when it can be.
    const written = decoded.ok ? representPayload(decoded.bytes, next) : null;
    if (written !== null) setInput(written);
    setSwitchNote(
      decoded.ok && written === null ? "These bytes are not UTF-8 text, so the box keeps them as they were." : "",
    );
    setFormat(next);
  };

  const results = useMemo(() => {
    if (!decoded.ok) return null;
    const limit = checkPayloadLimit(decoded.bytes.length, channel);
    return {
      byteCount: decoded.bytes.length,
      hex: toHex(decoded.bytes),
      base64: toBase64(decoded.bytes),
      limit,
      request: limit.over === 0 ? buildSendRequest(decoded.bytes, channel) : null,
    };
  }, [decoded, channel]);

  const { name, endpoint } = describeChannel(channel);

  return (
    <form
      css={styles.encoder}
      className="payload-encoder"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
    >
      <p id={`${id}-title`} css={styles.title}>
        Payload encoder
      </p>
      <RadioChoice
        legend="Your input is"
        name={`${id}-format`}
        options={FORMATS}
        value={format}
        onChange={changeFormat}
      />
      <label htmlFor={`${id}-input`} css={styles.label}>
        Payload
      </label>
      <textarea
        id={`${id}-input`}
        css={styles.textarea}
        value={input}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          setSwitchNote("");
        }}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={decoded.ok ? undefined : true}
        aria-describedby={`${id}-input-status`}
      />
      <p id={`${id}-input-status`} css={decoded.ok ? styles.note : styles.error} aria-live="polite">
        {decoded.ok ? switchNote : decoded.error.message}
      </p>
      <RadioChoice legend="Send as" name={`${id}-channel`} options={CHANNELS} value={channel} onChange={setChannel} />
      {results && results.byteCount === 0 ? (
        <p css={styles.note}>Type or paste a payload to see its bytes and the request.</p>
      ) : null}
      {results && results.byteCount > 0 ? (
        <>
          <div css={styles.size} role="status">
            <p css={styles.sizeLine}>
              <strong>{bytes(results.byteCount)}</strong> of the {bytes(results.limit.limit)} {name} allows.
            </p>
            <meter
              css={styles.meter}
              min={0}
              max={results.limit.limit}
              value={Math.min(results.byteCount, results.limit.limit)}
              aria-label={`Size against the ${name} limit`}
            />
            {results.limit.over > 0 ? (
              <p css={styles.error}>
                Too large for {name}: {bytes(results.byteCount)} is {bytes(results.limit.over)} over the{" "}
                {count(results.limit.limit)}-byte limit.{" "}
                {channel === "sbd"
                  ? "Shorten the payload or split it into several messages, " +
                    "or send it over IMT if the device is a RockREMOTE."
                  : "Send it in parts."}
              </p>
            ) : null}
            {channel === "imt" && results.limit.over === 0 && results.byteCount > PAYLOAD_LIMITS.imtDecimalBytes ? (
              <p css={styles.warning}>
                Over {count(PAYLOAD_LIMITS.imtDecimalBytes)} bytes: within the limit only if a kilobyte is 1,024 bytes.
                Stay under {count(PAYLOAD_LIMITS.imtDecimalBytes)} bytes to be safe.
              </p>
            ) : null}
          </div>
          <CodeBlock data-language="text" data-title="Hex">
            <code>
              <span className="code-line">{results.hex}</span>
            </code>
          </CodeBlock>
          <CodeBlock data-language="text" data-title="Base64">
            <code>
              <span className="code-line">{results.base64}</span>
            </code>
          </CodeBlock>
          {results.request ? (
            <CodeBlock data-language="bash" data-title={`Request: ${endpoint}`}>
              <code>
                <span className="code-line">{results.request}</span>
              </code>
            </CodeBlock>
          ) : (
            <p css={styles.note}>No request: the payload does not fit {name}.</p>
          )}
        </>
      ) : null}
    </form>
  );
}
