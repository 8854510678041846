export type { SegmentedProps } from 'antd/es/segmented';
export { default as Segmented } from 'antd/es/segmented';
