// Draws a binary message layout as labelled boxes proportional to field size, with a table for every reader.
import Table from "../Table";
import { formatSize, toLayoutSegments, type ByteField } from "./layout";
import * as styles from "./styles";

export type Props = {
  readonly fields: readonly ByteField[];
  readonly unit?: "bit" | "byte";
  readonly caption?: string;
};

export default function ByteLayout({ fields, unit = "byte", caption }: Props) {
  const segments = toLayoutSegments(fields);
  const total = segments.reduce((sum, segment) => sum + segment.size, 0);
  return (
    <figure css={styles.figure} className="byte-layout">
      {/* First or last child only: HTML allows no figcaption between a figure's other content. */}
      {caption ? (
        <figcaption css={styles.caption}>{`${caption} (${formatSize(total, unit)} in total)`}</figcaption>
      ) : null}
      <div css={styles.strip} aria-hidden="true">
        {segments.map((segment) => (
          <div
            key={`${segment.name}-${segment.offset}`}
            css={styles.box}
            style={{ flexGrow: segment.size, flexBasis: 0 }}
            title={`${segment.name}: ${formatSize(segment.size, unit)}`}
          >
            <span css={styles.boxName}>{segment.name}</span>
            <span css={styles.boxSize}>{formatSize(segment.size, unit)}</span>
          </div>
        ))}
      </div>
      <Table>
        <caption className="visually-hidden">{caption ?? "Field layout"}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Offset</th>
            <th scope="col">Size</th>
            <th scope="col">Type</th>
            <th scope="col">Unit</th>
            <th scope="col">Range</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment) => (
            <tr key={`${segment.name}-${segment.offset}`}>
              <th scope="row">
                <code>{segment.name}</code>
              </th>
              <td>{segment.offset}</td>
              <td>{formatSize(segment.size, unit)}</td>
              <td>{segment.type ?? "—"}</td>
              <td>{segment.unit ?? "—"}</td>
              <td>{segment.range ?? "—"}</td>
              <td>{segment.description ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </figure>
  );
}
