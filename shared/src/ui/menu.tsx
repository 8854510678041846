export type { MenuProps } from 'antd/es/menu';
export { default as Menu } from 'antd/es/menu';
