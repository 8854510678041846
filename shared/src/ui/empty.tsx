export { default as Empty } from 'antd/es/empty';
export type { EmptyProps } from 'antd/es/empty';
