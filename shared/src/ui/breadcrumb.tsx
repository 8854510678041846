export type { BreadcrumbProps } from 'antd/es/breadcrumb';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
