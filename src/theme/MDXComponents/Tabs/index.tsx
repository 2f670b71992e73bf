// Accessible tabs for MDX (curl / JavaScript / Python…), synced across the site by groupId and remembered.
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { onTabChoice, readTabChoice, saveTabChoice } from "./choice";
import * as styles from "./styles";

export type TabItemProps = {
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly children?: ReactNode;
};

/** One panel of a Tabs block; Tabs reads its props and renders it. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export type Props = {
  readonly groupId?: string;
  readonly children?: ReactNode;
};

export default function Tabs({ groupId, children }: Props) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  );
  const values = items.map((item) => item.props.value);
  const initial = items.find((item) => item.props.default)?.props.value ?? values[0] ?? "";
  const [selected, setSelected] = useState(initial);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!groupId) return undefined;
    const stored = readTabChoice(groupId);
    if (stored && values.includes(stored)) setSelected(stored);
    return onTabChoice(groupId, (value) => {
      if (values.includes(value)) setSelected(value);
    });
    // The values of a tab block never change after render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const choose = (value: string): void => {
    setSelected(value);
    if (groupId) saveTabChoice(groupId, value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? values.length - 1
          : (index + delta + values.length) % values.length;
    if (delta === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const value = values[target];
    if (value === undefined) return;
    choose(value);
    buttons.current[target]?.focus();
  };

  return (
    <div css={styles.tabs} className="tabs">
      <div role="tablist" aria-orientation="horizontal" css={styles.list}>
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              css={styles.tab}
              onClick={() => choose(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          data-tab-label={item.props.label ?? item.props.value}
          hidden={item.props.value !== selected}
          css={styles.panel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
