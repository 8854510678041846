export type { TabsProps } from 'antd/es/tabs';
export { default as Tabs } from 'antd/es/tabs';
