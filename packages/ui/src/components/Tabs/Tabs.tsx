import {
  Children,
  createContext,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { mergeProps, useFocusRing, useHover, useLocale, usePress } from 'react-aria';
import * as styles from './Tabs.css';

/** A tab's and its panel's `id`. */
export type TabKey = string | number;

export interface TabsProps {
  /** The tabs (`TabList`) and their panels (`TabPanel`). */
  children?: ReactNode;
  /** The selected tab (controlled). */
  selectedKey?: TabKey | null;
  /**
   * The tab selected at first (uncontrolled).
   * @default the first tab that is not disabled
   */
  defaultSelectedKey?: TabKey;
  onSelectionChange?: (key: TabKey) => void;
  /**
   * Every tab disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Tabs that cannot be selected. */
  disabledKeys?: Iterable<TabKey>;
}

export interface TabListProps {
  /** The `Tab`s, as direct children (an array from `map` included). */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export interface TabProps {
  id: TabKey;
  children: ReactNode;
}

export interface TabPanelProps {
  /** The `id` of the tab that shows this panel. */
  id: TabKey;
  children: ReactNode;
}

interface TabsState {
  selected: TabKey | null;
  select: (key: TabKey) => void;
  isDisabled: (key: TabKey) => boolean;
  tabId: (key: TabKey) => string;
  panelId: (key: TabKey) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

/** The `id`s of the tabs, in order, read from the TabList among `children`. */
function tabKeys(children: ReactNode): TabKey[] {
  const keys: TabKey[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    if (child.type === TabList) {
      for (const tab of Children.toArray((child as ReactElement<TabListProps>).props.children)) {
        if (isValidElement(tab) && tab.type === Tab)
          keys.push((tab as ReactElement<TabProps>).props.id);
      }
    }
  }
  return keys;
}

/**
 * Switches between panels; arrow keys (and Home, End) move between tabs and select them. The
 * tabs, their keyboard and their ARIA roles without react-aria's collection code (11 KB gzip on
 * every page with tabs): the tabs are read from TabList's direct children.
 */
export function Tabs({
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled: allDisabled = false,
  disabledKeys,
}: TabsProps) {
  const baseId = useId();
  const keys = tabKeys(children);
  const disabled = new Set(disabledKeys ?? []);
  const isDisabled = (key: TabKey) => allDisabled || disabled.has(key);
  const [chosen, setChosen] = useState<TabKey | null>(defaultSelectedKey ?? null);
  const wanted = selectedKey !== undefined ? selectedKey : chosen;
  const selected =
    wanted !== null && keys.includes(wanted)
      ? wanted
      : (keys.find((key) => !disabled.has(key)) ?? null);
  const indexOf = (key: TabKey) => keys.indexOf(key);
  const state: TabsState = {
    selected,
    select(key) {
      if (isDisabled(key) || key === selected) return;
      setChosen(key);
      onSelectionChange?.(key);
    },
    isDisabled,
    tabId: (key) => `${baseId}-tab-${indexOf(key)}`,
    panelId: (key) => `${baseId}-tabpanel-${indexOf(key)}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={styles.tabs} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function TabList({ children, ...labelling }: TabListProps) {
  const { select } = useTabs('TabList');
  const { direction } = useLocale();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled])'),
    ];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current === -1 || tabs.length === 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (current + 1) % tabs.length
        : event.key === back
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next] as HTMLElement;
    tab.focus();
    const key = tab.dataset.key;
    if (key !== undefined) select(keyOf(tab, key));
  };
  return (
    <div
      {...labelling}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={styles.list}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** A tab's key as its `id` was given: a number stays a number. */
function keyOf(tab: HTMLElement, key: string): TabKey {
  return tab.dataset.keyType === 'number' ? Number(key) : key;
}

export function Tab({ id, children }: TabProps) {
  const { selected, select, isDisabled: disabledKey, tabId, panelId } = useTabs('Tab');
  const isSelected = selected === id;
  const isDisabled = disabledKey(id);
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { pressProps, isPressed } = usePress({
    isDisabled,
    // A pointer selects as it goes down, a keyboard or a screen reader on release.
    onPressStart: (event) => {
      if (event.pointerType !== 'keyboard' && event.pointerType !== 'virtual') select(id);
    },
    onPress: (event) => {
      if (event.pointerType === 'keyboard' || event.pointerType === 'virtual') select(id);
    },
  });
  return (
    <div
      {...mergeProps(hoverProps, focusProps, pressProps)}
      role="tab"
      id={tabId(id)}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? panelId(id) : undefined}
      tabIndex={isDisabled ? undefined : isSelected ? 0 : -1}
      data-key={id}
      data-key-type={typeof id === 'number' ? 'number' : undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.tab}
    >
      {children}
    </div>
  );
}

const tabbable =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),summary,iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]:not([tabindex="-1"])';

/** Whether the element holds something Tab reaches (kept up to date as its content changes). */
function useHasTabbableChild(ref: { current: HTMLElement | null }): boolean {
  const [has, setHas] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setHas(element.querySelector(tabbable) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'contenteditable'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return has;
}

/** The selected tab's panel; the others are not rendered. */
export function TabPanel({ id, children }: TabPanelProps) {
  const { selected, tabId, panelId } = useTabs('TabPanel');
  if (selected !== id) return null;
  return (
    <SelectedPanel id={panelId(id)} labelledBy={tabId(id)}>
      {children}
    </SelectedPanel>
  );
}

function SelectedPanel({
  id,
  labelledBy,
  children,
}: {
  id: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Reachable by Tab itself only when nothing inside it is.
  const hasTabbableChild = useHasTabbableChild(ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={hasTabbableChild ? undefined : 0}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
