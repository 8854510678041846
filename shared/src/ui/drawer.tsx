import './antd-css/drawer.css';

export type { DrawerProps } from 'antd/es/drawer';
export { default as Drawer } from 'antd/es/drawer';
