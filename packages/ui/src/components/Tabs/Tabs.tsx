import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style'>;

/** Switches between panels; arrow keys move between tabs. */
export function Tabs(props: Unstyled<TabsProps>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export function TabList<T extends object>(props: Unstyled<TabListProps<T>>) {
  return <AriaTabList {...props} className={styles.list} />;
}

export function Tab(props: Unstyled<TabProps>) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: Unstyled<TabPanelProps>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
