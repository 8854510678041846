export type { DescriptionsProps } from 'antd/es/descriptions';
export { default as Descriptions } from 'antd/es/descriptions';
