export { default as Segmented } from 'antd/es/segmented';
export type { SegmentedProps } from 'antd/es/segmented';
