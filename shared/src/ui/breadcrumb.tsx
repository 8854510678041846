export { default as Breadcrumb } from 'antd/es/breadcrumb';
export type { BreadcrumbProps } from 'antd/es/breadcrumb';
