export { default as Alert } from 'antd/es/alert';
export type { AlertProps } from 'antd/es/alert';
