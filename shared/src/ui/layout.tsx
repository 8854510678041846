export type { LayoutProps } from 'antd/es/layout';
export { default as Layout } from 'antd/es/layout';
