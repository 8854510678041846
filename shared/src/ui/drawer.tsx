export { default as Drawer } from 'antd/es/drawer';
export type { DrawerProps } from 'antd/es/drawer';
