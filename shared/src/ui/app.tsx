export type { AppProps } from 'antd/es/app';
export { default as App } from 'antd/es/app';
