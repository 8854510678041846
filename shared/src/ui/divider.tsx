export { default as Divider } from 'antd/es/divider';
export type { DividerProps } from 'antd/es/divider';
