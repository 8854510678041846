export { default as Menu } from 'antd/es/menu';
export type { MenuProps } from 'antd/es/menu';
