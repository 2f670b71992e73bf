// Pure maths of a byte-layout figure: offsets and widths of each field, proportional to its size.

export type ByteField = {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
  readonly unit?: string;
  readonly range?: string;
  readonly description?: string;
};

export type LayoutSegment = ByteField & {
  /** Offset from the start, in the layout's unit. */
  readonly offset: number;
  /** Share of the total width, in percent. */
  readonly percent: number;
};

/** Lays the fields end to end; throws on a size that is not a positive number so a typo fails the build. */
export function toLayoutSegments(fields: readonly ByteField[]): LayoutSegment[] {
  const bad = fields.find((field) => !(Number.isFinite(field.size) && field.size > 0));
  if (bad) throw new Error(`ByteLayout: field "${bad.name}" needs a positive size, got ${String(bad.size)}`);
  const total = fields.reduce((sum, field) => sum + field.size, 0);
  let offset = 0;
  return fields.map((field) => {
    const segment = { ...field, offset, percent: total === 0 ? 0 : (field.size / total) * 100 };
    offset += field.size;
    return segment;
  });
}

/** "1 byte", "3 bytes", "8 bits". */
export function formatSize(size: number, unit: "bit" | "byte"): string {
  return `${size} ${unit}${size === 1 ? "" : "s"}`;
}
